/** Loaders of the news and blog pages, which differ only in the configuration their routes pass. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import type { ParseKeys } from "i18next";
import { getFixedT } from "~/i18n/i18n.server";
import { requireLang } from "~/utils/lang.server";
import { loc } from "~/utils/localize";
import { ITEM_KINDS } from "../item-kinds";
import { cardArticle } from "../card-article";
import { mapSection } from "../section";
import { section } from "../sections.server";
import { requireItem } from "./errors.server";
import { pageMeta } from "./meta.server";
import { pageTitle, type PageTitle } from "./title.server";

type ArticleKind = "news" | "blogs";

export interface ArticleListConfig {
  kind: ArticleKind;
  title: PageTitle;
  articles: "LatestNews.GetAll" | "Blogs.GetAll";
  /** The list's introduction, also its meta description. */
  intro: ParseKeys;
  banner: string;
}

/*
 * Plain functions called from each route's own loader: a route module must not
 * call server code at its top level, because the browser bundle loads the
 * module with this file stubbed out.
 */
export async function loadArticleList({ request, params, context }: LoaderFunctionArgs, config: ArticleListConfig) {
  const lang = requireLang(request, params);
  const [title, articles] = await Promise.all([pageTitle(context, lang, ...config.title), section(context.content.get(config.articles))]);
  const feed = { title, href: `/${lang}${ITEM_KINDS[config.kind].list}/rss.xml` };
  const meta = pageMeta(context, lang, { title, text: getFixedT(lang)(config.intro), image: config.banner, feed });
  // A list shows cards: of each description, its first paragraph is all a card reads.
  return { lang, title, articles: mapSection(articles, (list) => list.map(cardArticle)), banner: config.banner, meta };
}

export interface ArticleDetailsConfig {
  kind: ArticleKind;
  article: "LatestNews.GetById" | "Blogs.GetById";
}

export async function loadArticleDetails({ request, params, context }: LoaderFunctionArgs, config: ArticleDetailsConfig) {
  const lang = requireLang(request, params);
  const article = await requireItem(context, lang, config.kind, context.content.get(config.article, { id: params.id ?? "" }));
  const side = "newsSideSection" in article ? article.newsSideSection : article.blogsSideSection;
  const title = loc(lang, article, "title");
  const meta = pageMeta(context, lang, { title, text: loc(lang, article, "description"), image: article.image, type: "article" });
  return { lang, article, side, meta };
}

/** Loaders of the news and blog pages, which differ only in their entry of ARTICLE_KINDS. */
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

export type ArticleKind = "news" | "blogs";

interface ArticleConfig {
  title: PageTitle;
  list: "LatestNews.GetAll" | "Blogs.GetAll";
  details: "LatestNews.GetById" | "Blogs.GetById";
  intro: ParseKeys;
  banner: string;
}

/**
 * All that tells news and blogs apart, so that their list, details and RSS
 * routes name only their kind. `intro` is the list's introduction (its meta
 * description and the feed's); `title`'s dictionary key also titles the feed.
 */
export const ARTICLE_KINDS: Record<ArticleKind, ArticleConfig> = {
  news: {
    title: ["news", "nav.news"],
    list: "LatestNews.GetAll",
    details: "LatestNews.GetById",
    intro: "pages.articles.newsIntro",
    banner: "/images/banners/news.svg",
  },
  blogs: {
    title: ["blogs", "nav.blogs"],
    list: "Blogs.GetAll",
    details: "Blogs.GetById",
    intro: "pages.articles.blogsIntro",
    banner: "/images/banners/blogs.svg",
  },
};

/*
 * Plain functions called from each route's own loader: a route module must not
 * call server code at its top level, because the browser bundle loads the
 * module with this file stubbed out.
 */
export async function loadArticleList({ request, params, context }: LoaderFunctionArgs, kind: ArticleKind) {
  const lang = requireLang(request, params);
  const config = ARTICLE_KINDS[kind];
  const [title, articles] = await Promise.all([pageTitle(context, lang, ...config.title), section(context.content.get(config.list))]);
  const feed = { title, href: `/${lang}${ITEM_KINDS[kind].list}/rss.xml` };
  const meta = pageMeta(context, lang, { title, text: getFixedT(lang)(config.intro), image: config.banner, feed });
  // A list shows cards: of each description, its first paragraph is all a card reads.
  return { lang, title, articles: mapSection(articles, (list) => list.map(cardArticle)), banner: config.banner, meta };
}

export async function loadArticleDetails({ request, params, context }: LoaderFunctionArgs, kind: ArticleKind) {
  const lang = requireLang(request, params);
  const article = await requireItem(context, lang, kind, context.content.get(ARTICLE_KINDS[kind].details, { id: params.id ?? "" }));
  const side = "newsSideSection" in article ? article.newsSideSection : article.blogsSideSection;
  const title = loc(lang, article, "title");
  const meta = pageMeta(context, lang, { title, text: loc(lang, article, "description"), image: article.image, type: "article" });
  return { lang, article, side, meta };
}

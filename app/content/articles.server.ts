/** Loaders shared by the news and blog pages, which differ only in their endpoints. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireLang } from "~/utils/lang.server";
import { getFixedT } from "~/i18n/i18n.server";
import { pageTitle } from "./page.server";
import { required, section } from "./sections.server";

const ENDPOINTS = {
  news: { all: "LatestNews.GetAll", byId: "LatestNews.GetById", code: "news", nav: "nav.news", intro: "pages.articles.newsIntro" },
  blogs: { all: "Blogs.GetAll", byId: "Blogs.GetById", code: "blogs", nav: "nav.blogs", intro: "pages.articles.blogsIntro" },
} as const;

/*
 * Plain functions called from each route's own loader: a route module must not
 * call server code at its top level, because the browser bundle loads the
 * module with this file stubbed out.
 */
export async function loadArticleList(kind: keyof typeof ENDPOINTS, { request, params, context }: LoaderFunctionArgs) {
  const e = ENDPOINTS[kind];
  const lang = requireLang(request, params);
  const [title, articles] = await Promise.all([pageTitle(context, lang, e.code, e.nav), section(context.content.get(e.all))]);
  return { lang, title, articles, description: getFixedT(lang)(e.intro) };
}

export async function loadArticleDetails(kind: keyof typeof ENDPOINTS, { request, params, context }: LoaderFunctionArgs) {
  const e = ENDPOINTS[kind];
  const lang = requireLang(request, params);
  const article = await required(context.content.get(e.byId, { id: params.id ?? "" }));
  const side = "newsSideSection" in article ? article.newsSideSection : article.blogsSideSection;
  return { lang, article, side };
}

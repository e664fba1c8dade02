import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadArticleList } from "~/content/articles.server";
import { ArticleList } from "~/components/pages/articles";
import { articleListMeta } from "~/components/pages/article-meta";

export const loader = (args: LoaderFunctionArgs) => loadArticleList("news", args);

export const meta: MetaFunction<typeof loader> = (args) => articleListMeta(args, "news");

export default function News() {
  const { lang, title, articles } = useLoaderData<typeof loader>();
  return <ArticleList lang={lang} kind="news" title={title} articles={articles} />;
}

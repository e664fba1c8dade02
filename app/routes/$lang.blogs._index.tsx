import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadArticleList } from "~/content/articles.server";
import { ArticleList } from "~/components/pages/articles";
import { articleListMeta } from "~/components/pages/article-meta";

export const loader = (args: LoaderFunctionArgs) => loadArticleList("blogs", args);

export const meta: MetaFunction<typeof loader> = (args) => articleListMeta(args, "blogs");

export default function Blogs() {
  const { lang, title, articles } = useLoaderData<typeof loader>();
  return <ArticleList lang={lang} kind="blogs" title={title} articles={articles} />;
}

import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadArticleDetails } from "~/content/articles.server";
import { ArticleDetails } from "~/components/pages/articles";
import { articleDetailsMeta } from "~/components/pages/article-meta";

export const loader = (args: LoaderFunctionArgs) => loadArticleDetails("blogs", args);

export const meta: MetaFunction<typeof loader> = articleDetailsMeta;

export default function BlogDetails() {
  const { lang, article, side } = useLoaderData<typeof loader>();
  return <ArticleDetails lang={lang} kind="blogs" article={article} side={side} />;
}

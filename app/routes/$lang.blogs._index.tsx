import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { articleListLoader } from "~/content/articles.server";
import { ArticleList } from "~/components/pages/articles";
import { articleListMeta } from "~/components/pages/article-meta";

export const loader = articleListLoader("blogs");

export const meta: MetaFunction<typeof loader> = (args) => articleListMeta(args, "/images/banners/blogs.svg");

export default function Blogs() {
  const { lang, title, articles } = useLoaderData<typeof loader>();
  return <ArticleList lang={lang} kind="blogs" title={title} articles={articles} />;
}

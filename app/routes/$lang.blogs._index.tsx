import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadArticleList } from "~/content/pages/articles.server";
import { ArticleList } from "~/components/pages/articles";
import { routeMeta } from "~/utils/meta";
import { contentPageStyles } from "~/utils/route-styles";

export const { links, handle } = contentPageStyles;

export const loader = (args: LoaderFunctionArgs) => loadArticleList(args, "blogs");

export const meta = routeMeta;

export default function Blogs() {
  return <ArticleList kind="blogs" data={useLoaderData<typeof loader>()} />;
}

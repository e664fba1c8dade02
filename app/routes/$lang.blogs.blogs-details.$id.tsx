import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadArticleDetails } from "~/content/pages/articles.server";
import { GeneralErrorBoundary } from "~/components/layout/error-boundary";
import { ItemNotFoundView } from "~/components/layout/error-page";
import { ArticleDetails } from "~/components/pages/articles";
import { routeMeta } from "~/utils/meta";
import { contentPageStyles } from "~/utils/route-styles";

export const { links, handle } = contentPageStyles;

export const loader = (args: LoaderFunctionArgs) => loadArticleDetails(args, "blogs");

export const meta = routeMeta;

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: () => <ItemNotFoundView kind="blogs" /> }} />;
}

export default function BlogDetails() {
  return <ArticleDetails kind="blogs" data={useLoaderData<typeof loader>()} />;
}

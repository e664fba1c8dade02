import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadArticleDetails } from "~/content/pages/articles.server";
import { GeneralErrorBoundary } from "~/components/layout/error-boundary";
import { ItemNotFoundView } from "~/components/layout/error-page";
import { ArticleDetails } from "~/components/pages/articles";
import { routeMeta } from "~/utils/meta";
import { contentPageStyles } from "~/utils/route-styles";

export const { links, handle } = contentPageStyles;

export const loader = (args: LoaderFunctionArgs) => loadArticleDetails(args, "news");

export const meta = routeMeta;

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: () => <ItemNotFoundView kind="news" /> }} />;
}

export default function NewsDetails() {
  return <ArticleDetails kind="news" data={useLoaderData<typeof loader>()} />;
}

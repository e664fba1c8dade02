import type { LoaderFunctionArgs } from "@remix-run/node";
import { rssFeed } from "~/content/pages/rss.server";

export const loader = (args: LoaderFunctionArgs) =>
  rssFeed(args, { kind: "news", items: "LatestNews.GetAll", title: "nav.news", description: "pages.articles.newsIntro" });

import type { LoaderFunctionArgs } from "@remix-run/node";
import { rssFeed } from "~/content/pages/rss.server";

export const loader = (args: LoaderFunctionArgs) => rssFeed(args, "blogs");

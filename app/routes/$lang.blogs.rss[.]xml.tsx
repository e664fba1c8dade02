import type { LoaderFunctionArgs } from "@remix-run/node";
import { rssFeed } from "~/content/rss.server";

export const loader = (args: LoaderFunctionArgs) => rssFeed("blogs", args);

import type { LoaderFunctionArgs } from "@remix-run/node";
import { sitemapXml, sitePages } from "~/content/site-map.server";

export async function loader({ context }: LoaderFunctionArgs) {
  const xml = sitemapXml(context.config.siteUrl, await sitePages(context));
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

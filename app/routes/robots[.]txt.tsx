import type { LoaderFunctionArgs } from "@remix-run/node";

export function loader({ context }: LoaderFunctionArgs) {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /ar/search/",
    "Disallow: /en/search/",
    "Disallow: /set-language",
    "",
    `Sitemap: ${context.config.siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}

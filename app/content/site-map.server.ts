/**
 * Every public page of the site, in both languages, with the date its content
 * last changed where the content has dates. Feeds /sitemap.xml, and through it
 * the size budget, the whole-site audit and the benchmarks.
 */
import type { AppLoadContext } from "@remix-run/node";
import { NAV_LINKS_AFTER, NAV_LINKS_BEFORE, NAV_PANELS } from "./navigation";
import { optional } from "./sections.server";

export interface SitePage {
  /** Path without the language prefix. */
  path: string;
  lastmod: string | null;
}

export const STATIC_PATHS: string[] = [
  ...NAV_LINKS_BEFORE.map((l) => l.to),
  ...NAV_PANELS.flatMap((p) => p.items.map((i) => i.to)),
  ...NAV_LINKS_AFTER.map((l) => l.to),
  "/contact-us",
];

const newest = (dates: string[]): string | null => (dates.length ? dates.reduce((a, b) => (a > b ? a : b)) : null);
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : null);

export async function sitePages(context: AppLoadContext): Promise<SitePage[]> {
  const c = context.content;
  const [projects, news, blogs, impact] = await Promise.all([
    optional(c.get("ProjectsPage.GetAll")),
    optional(c.get("LatestNews.GetAll")),
    optional(c.get("Blogs.GetAll")),
    optional(c.get("Sustainability.GetSunProjects")),
  ]);
  const newsDate = newest((news ?? []).map((n) => n.createdDate));
  const blogsDate = newest((blogs ?? []).map((b) => b.createdDate));
  const listDates: Record<string, string | null> = {
    "/news": newsDate,
    "/blogs": blogsDate,
    "/home": newest([newsDate, blogsDate].filter((d): d is string => d !== null)),
  };
  return [
    ...STATIC_PATHS.map((path) => ({ path, lastmod: day(listDates[path] ?? null) })),
    ...(projects ?? []).map((p) => ({ path: `/projects/project-details/${p.id}`, lastmod: null })),
    ...(news ?? []).map((n) => ({ path: `/news/news-details/${n.id}`, lastmod: day(n.createdDate) })),
    ...(blogs ?? []).map((b) => ({ path: `/blogs/blogs-details/${b.id}`, lastmod: day(b.createdDate) })),
    ...(impact ?? []).map((p) => ({ path: `/about/social-impact/projects/${p.id}`, lastmod: null })),
  ];
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[ch]!);
}

export function sitemapXml(siteUrl: string, pages: SitePage[]): string {
  const url = (lang: string, path: string) => escapeXml(`${siteUrl}/${lang}${path}`);
  const entries = pages.flatMap((page) =>
    (["ar", "en"] as const).map(
      (lang) =>
        `<url><loc>${url(lang, page.path)}</loc>` +
        (page.lastmod ? `<lastmod>${page.lastmod}</lastmod>` : "") +
        `<xhtml:link rel="alternate" hreflang="ar" href="${url("ar", page.path)}"/>` +
        `<xhtml:link rel="alternate" hreflang="en" href="${url("en", page.path)}"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${url("ar", page.path)}"/></url>`,
    ),
  );
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n` +
    entries.join("\n") +
    `\n</urlset>\n`
  );
}

import type { MetaArgs, MetaDescriptor } from "@remix-run/node";
import { isRouteErrorResponse } from "@remix-run/react";
import { DEFAULT_LANG, type Lang } from "~/i18n/config";

/**
 * What a page says about itself, built by the server (content/pages/meta.server.ts)
 * and returned by its loader as `meta`: everything the tags need, so the route's
 * meta export reads nothing but its own data.
 */
export interface PageMeta {
  lang: Lang;
  siteUrl: string;
  brand: string;
  /** The page's own title, without the brand. */
  title: string;
  description: string;
  image: ShareImage;
  type: "website" | "article";
  /** A robots directive ("noindex" on error pages), or null. */
  robots: string | null;
  /** The RSS feed a list page advertises, or null. */
  feed: { title: string; href: string } | null;
}

/** The page's share image (og:image), 1200×630 PNG or JPEG: what link previews show. */
export interface ShareImage {
  /** Absolute URL. */
  url: string;
  type: string;
  width: number;
  height: number;
}

const OG_LOCALE: Record<Lang, string> = { ar: "ar_AR", en: "en_GB" };

/** The path after the language prefix ("/ar/news" → "/news"). */
export function pathWithoutLang(pathname: string): string {
  const rest = pathname.replace(/^\/(ar|en)(?=\/|$)/, "");
  return rest || "/home";
}

/**
 * Title with the brand, description, canonical URL, hreflang alternates (ar,
 * en, x-default) on SITE_URL, Open Graph written with property=, Twitter card.
 */
export function metaTags(page: PageMeta, pathname: string): MetaDescriptor[] {
  const rest = pathWithoutLang(pathname);
  const url = (l: Lang) => `${page.siteUrl}/${l}${rest}`;
  const title = page.brand && page.title !== page.brand ? `${page.title} | ${page.brand}` : page.title;
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url(page.lang) },
    { tagName: "link", rel: "alternate", hrefLang: "ar", href: url("ar") },
    { tagName: "link", rel: "alternate", hrefLang: "en", href: url("en") },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url(DEFAULT_LANG) },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url(page.lang) },
    { property: "og:type", content: page.type },
    { property: "og:site_name", content: page.brand },
    { property: "og:locale", content: OG_LOCALE[page.lang] },
    { property: "og:locale:alternate", content: OG_LOCALE[page.lang === "ar" ? "en" : "ar"] },
    { property: "og:image", content: page.image.url },
    { property: "og:image:type", content: page.image.type },
    { property: "og:image:width", content: String(page.image.width) },
    { property: "og:image:height", content: String(page.image.height) },
    { property: "og:image:alt", content: title },
    { name: "twitter:card", content: "summary_large_image" },
    ...(page.robots ? [{ name: "robots", content: page.robots }] : []),
    ...(page.feed
      ? [
          {
            tagName: "link",
            rel: "alternate",
            type: "application/rss+xml",
            title: page.feed.title,
            href: page.feed.href,
          },
        ]
      : []),
  ];
}

function metaIn(value: unknown, key: "meta" | "errorMeta"): PageMeta | null {
  if (typeof value !== "object" || value === null || !(key in value)) return null;
  return (value as Record<typeof key, PageMeta | null>)[key] ?? null;
}

/**
 * The `meta` export of every route. A route's tags come from, in order: the
 * error response it shows (a thrown 404 carries its page's meta), its own
 * loader data (`meta`; `errorMeta` while an unexpected error shows), else what
 * the route above it said.
 */
export function routeMeta({
  data,
  error,
  location,
  matches,
}: Pick<MetaArgs, "data" | "error" | "location" | "matches">): MetaDescriptor[] {
  const page = error
    ? ((isRouteErrorResponse(error) ? metaIn(error.data, "meta") : null) ?? metaIn(data, "errorMeta"))
    : metaIn(data, "meta");
  if (page) return metaTags(page, location.pathname);
  return matches.length > 1 ? matches[matches.length - 2].meta : [];
}

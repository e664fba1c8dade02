import type { MetaArgs, MetaDescriptor } from "@remix-run/node";
import { DEFAULT_LANG, isLang, type Lang } from "~/i18n/config";

interface LayoutData {
  lang: Lang;
  siteUrl: string;
  brand: string;
}

const OG_LOCALE: Record<Lang, string> = { ar: "ar_AR", en: "en_GB" };

/** The path after the language prefix ("/ar/news" → "/news"). */
export function pathWithoutLang(pathname: string): string {
  const rest = pathname.replace(/^\/(ar|en)(?=\/|$)/, "");
  return rest || "/home";
}

/**
 * Title, description, canonical URL, hreflang alternates (ar, en, x-default)
 * from SITE_URL, and Open Graph tags written with property=.
 */
export function pageMeta(
  args: Pick<MetaArgs, "matches" | "location">,
  page: { title: string; description: string; image?: string | null; type?: "website" | "article" },
): MetaDescriptor[] {
  const layout = args.matches.find((m) => m.id === "routes/$lang")?.data as LayoutData | undefined;
  const lang: Lang = layout && isLang(layout.lang) ? layout.lang : DEFAULT_LANG;
  const siteUrl = layout?.siteUrl ?? "";
  const brand = layout?.brand ?? "";
  const rest = pathWithoutLang(args.location.pathname);
  const url = (l: Lang) => `${siteUrl}/${l}${rest}`;
  const fullTitle = brand && page.title !== brand ? `${page.title} | ${brand}` : page.title;
  const image = page.image ? (page.image.startsWith("http") ? page.image : `${siteUrl}${page.image}`) : `${siteUrl}/images/brand/og.png`;
  return [
    { title: fullTitle },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url(lang) },
    { tagName: "link", rel: "alternate", hrefLang: "ar", href: url("ar") },
    { tagName: "link", rel: "alternate", hrefLang: "en", href: url("en") },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url(DEFAULT_LANG) },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url(lang) },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: brand },
    { property: "og:locale", content: OG_LOCALE[lang] },
    { property: "og:locale:alternate", content: OG_LOCALE[lang === "ar" ? "en" : "ar"] },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

/** Plain-text excerpt for meta descriptions. */
export function metaDescription(text: string, max = 160): string {
  const plain = text.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim();
  return plain.length <= max ? plain : `${plain.slice(0, max - 1).replace(/\s+\S*$/, "")}…`;
}

interface HeadedPageData {
  lang: Lang;
  title: string;
  head: { data: { descriptionEn: string; descriptionAr: string; image: string } | null };
}

/** Meta of a page with a head section: its title, and the head's description and image. */
export function headedPageMeta(args: Pick<MetaArgs, "matches" | "location"> & { data: HeadedPageData | undefined }) {
  const d = args.data;
  const head = d?.head.data;
  return pageMeta(args, {
    title: d?.title ?? "",
    description: head && d ? metaDescription(d.lang === "ar" ? head.descriptionAr : head.descriptionEn) : d?.title ?? "",
    image: head?.image,
  });
}

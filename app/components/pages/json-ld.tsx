import type { Lang } from "~/i18n/config";

/**
 * Structured data as a JSON-LD script. `<` is escaped so content can never
 * close the script element. A data block, not a script: CSP does not apply to it.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return (
    <script
      type="application/ld+json"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}

export function organizationJsonLd(siteUrl: string, lang: Lang, name: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name,
    url: `${siteUrl}/${lang}/home`,
    logo: `${siteUrl}/images/brand/logo.svg`,
    foundingDate: "1987",
    address: { "@type": "PostalAddress", addressLocality: "Riyadh", addressCountry: "SA" },
  };
}

export function breadcrumbJsonLd(siteUrl: string, items: Array<{ name: string; path: string }>) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: `${siteUrl}${item.path}`,
    })),
  };
}

export function articleJsonLd(
  siteUrl: string,
  kind: "NewsArticle" | "BlogPosting",
  a: { headline: string; path: string; image: string; datePublished: string; publisher: string; lang: Lang },
) {
  return {
    "@context": "https://schema.org",
    "@type": kind,
    headline: a.headline,
    inLanguage: a.lang,
    mainEntityOfPage: `${siteUrl}${a.path}`,
    image: a.image.startsWith("http") ? a.image : `${siteUrl}${a.image}`,
    datePublished: a.datePublished,
    publisher: {
      "@type": "Organization",
      name: a.publisher,
      logo: { "@type": "ImageObject", url: `${siteUrl}/images/brand/logo.svg` },
    },
  };
}

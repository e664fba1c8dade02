/**
 * The one meta recipe: every loader returns `meta: pageMeta(...)`, and every
 * route's meta export turns it into tags (utils/meta.ts). One fallback rule:
 * the description is the page's own text, else the site's default description;
 * the image is the page's own, else the site's share image.
 */
import type { AppLoadContext } from "@remix-run/node";
import { getFixedT } from "~/i18n/i18n.server";
import type { Lang } from "~/i18n/config";
import type { PageMeta } from "~/utils/meta";
import { stripHtml } from "~/utils/text";

/** The site's share image (1200×630), for pages without an image of their own. */
export const SHARE_IMAGE = "/images/brand/og.png";
const DESCRIPTION_LENGTH = 160;

export interface PageDescription {
  /** The page's own title; the tags add the brand. */
  title: string;
  /** The page's own text, HTML allowed: the description is its beginning. */
  text?: string | null;
  image?: string | null;
  type?: PageMeta["type"];
  robots?: string;
  feed?: PageMeta["feed"];
}

export function pageMeta(context: AppLoadContext, lang: Lang, page: PageDescription): PageMeta {
  const t = getFixedT(lang);
  const siteUrl = context.config.siteUrl;
  const image = page.image || SHARE_IMAGE;
  return {
    lang,
    siteUrl,
    brand: t("brand.name"),
    title: page.title,
    description: metaDescription(page.text ?? "") || t("meta.defaultDescription"),
    image: /^https?:\/\//.test(image) ? image : `${siteUrl}${image}`,
    type: page.type ?? "website",
    robots: page.robots ?? null,
    feed: page.feed ?? null,
  };
}

/** Plain text cut on a word boundary. */
export function metaDescription(html: string, max = DESCRIPTION_LENGTH): string {
  const plain = stripHtml(html);
  return plain.length <= max ? plain : `${plain.slice(0, max - 1).replace(/\s+\S*$/, "")}…`;
}

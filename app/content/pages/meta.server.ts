/**
 * The one meta recipe: every loader returns `meta: pageMeta(...)`, and every
 * route's meta export turns it into tags (utils/meta.ts). One fallback rule:
 * the description is the page's own text, else the site's default description;
 * the share image is made from the page's own image (app/images), else it is the site's branded card.
 */
import type { AppLoadContext } from "@remix-run/node";
import { getFixedT } from "~/i18n/i18n.server";
import type { Lang } from "~/i18n/config";
import {
  parseImageSource,
  SHARE_IMAGE_HEIGHT,
  SHARE_IMAGE_TYPE,
  SHARE_IMAGE_WIDTH,
  shareImagePath,
} from "~/images/image-address";
import type { PageMeta, ShareImage } from "~/utils/meta";
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
  return {
    lang,
    siteUrl,
    brand: t("brand.name"),
    title: page.title,
    description: metaDescription(page.text ?? "") || t("meta.defaultDescription"),
    image: shareImage(context, lang, page.image),
    type: page.type ?? "website",
    robots: page.robots ?? null,
    feed: page.feed ?? null,
  };
}

/** The page's own image made into a card networks show, else the site's card (also for sources it may not use). */
function shareImage(context: AppLoadContext, lang: Lang, source: string | null | undefined): ShareImage {
  const { siteUrl, imageOrigins } = context.config;
  const own = source && parseImageSource(source, imageOrigins) ? source : null;
  return {
    url: `${siteUrl}${own ? shareImagePath(lang, own) : SHARE_IMAGE}`,
    type: own ? SHARE_IMAGE_TYPE : "image/png",
    width: SHARE_IMAGE_WIDTH,
    height: SHARE_IMAGE_HEIGHT,
  };
}

/** Plain text cut on a word boundary. */
export function metaDescription(html: string, max = DESCRIPTION_LENGTH): string {
  const plain = stripHtml(html);
  return plain.length <= max ? plain : `${plain.slice(0, max - 1).replace(/\s+\S*$/, "")}…`;
}

/**
 * The share-image route's answer: composed once per (language, source) and kept in memory, sent with a strong
 * ETag so crawlers and caches revalidate with a 304.
 */
import { join } from "node:path";
import type { Logger } from "pino";
import { getFixedT } from "~/i18n/i18n.server";
import type { Lang } from "~/i18n/config";
import { parseImageSource, SHARE_IMAGE_TYPE, type ImageSource } from "./image-address";
import { encodedImage, imageCache, plainText, sendImage } from "./image-cache.server";
import { ImageSourceError, readImageSource } from "./image-source.server";
import { composeShareImage } from "./share-image.server";

const CACHE_BYTES = 32 * 1024 * 1024;
export const SOURCE_LIMITS = { maxBytes: 8 * 1024 * 1024, timeoutMs: 5_000 };
/** A day fresh, a week stale while a cache revalidates: a changed picture shows within a day. */
export const IMAGE_CACHE_CONTROL = "public, max-age=86400, stale-while-revalidate=604800";
const MARK_PATH = "/images/brand/mark-white.svg";
/** The site's own font (Cairo, as the pages use it), in the subset with the language's glyphs. */
const BRAND_FONT: Record<Lang, string> = {
  ar: "node_modules/@fontsource/cairo/files/cairo-arabic-700-normal.woff",
  en: "node_modules/@fontsource/cairo/files/cairo-latin-700-normal.woff",
};
/** The site's branded card, for a page whose picture cannot be read right now. */
export const FALLBACK_SHARE_IMAGE = "/images/brand/og.png";

export interface ImageRouteOptions {
  /** The configured backend's origins: the only remote sources allowed. */
  remoteOrigins: readonly string[];
  publicDir?: string;
  log: Logger;
}

interface Composition {
  source: ImageSource;
  lang: Lang;
  publicDir: string;
}

const cards = imageCache<Composition>(CACHE_BYTES, async ({ source, lang, publicDir }) => {
  const read = { publicDir, ...SOURCE_LIMITS };
  const [picture, mark] = await Promise.all([
    readImageSource(source, read),
    readImageSource({ kind: "site", path: MARK_PATH }, read),
  ]);
  const brand = { mark, name: getFixedT(lang)("brand.name"), fontFile: join(process.cwd(), BRAND_FONT[lang]) };
  return encodedImage(await composeShareImage(picture, lang, brand), SHARE_IMAGE_TYPE);
});

/** Forgets every composed card (tests). */
export const clearShareImages = () => cards.clear();

export const publicFolder = (options: ImageRouteOptions) => options.publicDir ?? join(process.cwd(), "public");

export async function shareImageResponse(request: Request, lang: Lang, options: ImageRouteOptions): Promise<Response> {
  const t = getFixedT(lang);
  const src = new URL(request.url).searchParams.get("src");
  const source = parseImageSource(src, options.remoteOrigins);
  if (!source) return plainText(400, t("meta.imageRefused"));
  try {
    const card = await cards.get(`${lang} ${src}`, { source, lang, publicDir: publicFolder(options) });
    return sendImage(request, card, { "Cache-Control": IMAGE_CACHE_CONTROL });
  } catch (error) {
    if (error instanceof ImageSourceError && error.failure === "not-found")
      return plainText(404, t("meta.imageNotFound"));
    // A preview with the brand beats none: crawlers follow the redirect; nothing is cached on the way.
    options.log.warn({ err: error, src }, "share image unavailable; the site's card is sent instead");
    return new Response(null, {
      status: 302,
      headers: { Location: FALLBACK_SHARE_IMAGE, "Cache-Control": "no-store" },
    });
  }
}

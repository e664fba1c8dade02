/**
 * The share-image route's answer: composed once per (language, source) and kept in a byte-bounded LRU (one
 * composition in flight per key), sent with a strong ETag so crawlers and caches revalidate with a 304.
 */
import { createHash } from "node:crypto";
import { join } from "node:path";
import { LRUCache } from "lru-cache";
import type { Logger } from "pino";
import { getFixedT } from "~/i18n/i18n.server";
import type { Lang } from "~/i18n/config";
import { ImageSourceError, readImageSource } from "./image-source.server";
import { composeShareImage } from "./share-image.server";
import { parseShareImageSource, SHARE_IMAGE_TYPE, type ShareImageSource } from "./share-image-path";

const CACHE_BYTES = 32 * 1024 * 1024;
const SOURCE_MAX_BYTES = 8 * 1024 * 1024;
const SOURCE_TIMEOUT_MS = 5_000;
/** A day fresh, a week stale while a cache revalidates: a changed picture shows within a day. */
const CACHE_CONTROL = "public, max-age=86400, stale-while-revalidate=604800";
const MARK_PATH = "/images/brand/mark-white.svg";
/** The site's own font (Cairo, as the pages use it), in the subset with the language's glyphs. */
const BRAND_FONT: Record<Lang, string> = {
  ar: "node_modules/@fontsource/cairo/files/cairo-arabic-700-normal.woff",
  en: "node_modules/@fontsource/cairo/files/cairo-latin-700-normal.woff",
};
/** The site's branded card, for a page whose picture cannot be read right now. */
export const FALLBACK_SHARE_IMAGE = "/images/brand/og.png";

interface Composed {
  body: Buffer;
  etag: string;
}

export interface ShareImageOptions {
  lang: Lang;
  /** The configured backend's origins: the only remote sources allowed. */
  remoteOrigins: readonly string[];
  publicDir?: string;
  log: Logger;
}

interface FetchContext {
  source: ShareImageSource;
  lang: Lang;
  publicDir: string;
}

const composed = new LRUCache<string, Composed, FetchContext>({
  maxSize: CACHE_BYTES,
  sizeCalculation: (entry) => entry.body.byteLength,
  async fetchMethod(_key, _stale, { context }) {
    const read = { publicDir: context.publicDir, timeoutMs: SOURCE_TIMEOUT_MS, maxBytes: SOURCE_MAX_BYTES };
    const [picture, mark] = await Promise.all([
      readImageSource(context.source, read),
      readImageSource({ kind: "site", path: MARK_PATH }, read),
    ]);
    const brand = {
      mark,
      name: getFixedT(context.lang)("brand.name"),
      fontFile: join(process.cwd(), BRAND_FONT[context.lang]),
    };
    const body = await composeShareImage(picture, context.lang, brand);
    return { body, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"` };
  },
});

/** Forgets every composed image (tests). */
export function clearShareImages(): void {
  composed.clear();
}

function text(status: number, message: string): Response {
  return new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

export async function shareImageResponse(request: Request, options: ShareImageOptions): Promise<Response> {
  const { lang, remoteOrigins, log } = options;
  const publicDir = options.publicDir ?? join(process.cwd(), "public");
  const t = getFixedT(lang);
  const src = new URL(request.url).searchParams.get("src");
  const source = parseShareImageSource(src, remoteOrigins);
  if (!source) return text(400, t("meta.imageRefused"));

  let image: Composed | undefined;
  try {
    image = await composed.fetch(`${lang} ${src}`, { context: { source, lang, publicDir } });
  } catch (error) {
    if (error instanceof ImageSourceError && error.failure === "not-found") return text(404, t("meta.imageNotFound"));
    // A preview with the brand beats none: crawlers follow the redirect; nothing is cached on the way.
    log.warn({ err: error, src }, "share image unavailable; the site's card is sent instead");
    return new Response(null, {
      status: 302,
      headers: { Location: FALLBACK_SHARE_IMAGE, "Cache-Control": "no-store" },
    });
  }
  if (!image) return text(404, t("meta.imageNotFound"));

  const headers = { ETag: image.etag, "Cache-Control": CACHE_CONTROL, "X-Content-Type-Options": "nosniff" };
  const match = request.headers.get("if-none-match");
  if (match && match.split(/\s*,\s*/).includes(image.etag)) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(image.body), {
    headers: { ...headers, "Content-Type": SHARE_IMAGE_TYPE, "Content-Length": String(image.body.byteLength) },
  });
}

/**
 * Where a page's share image (og:image) lives, and which sources it may be made from. Shared by the meta tags
 * (which build the address) and the image route (which refuses anything else), so both agree on one rule.
 */
import type { Lang } from "~/i18n/config";

/** What Facebook, LinkedIn, X and WhatsApp show best: 1.91:1 at 1200 px wide. */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
export const SHARE_IMAGE_TYPE = "image/jpeg";

/** The site's own images: a path under /images with a raster or SVG extension, nothing that climbs out. */
const SITE_IMAGE = /^\/images\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*\.(?:svg|png|jpe?g|webp)$/;
const MAX_SOURCE_LENGTH = 500;

export type ShareImageSource = { kind: "site"; path: string } | { kind: "remote"; url: URL };

/** The share image of a page whose own image is `source` (a site path or a backend URL). */
export function shareImagePath(lang: Lang, source: string): string {
  return `/${lang}/share-image?src=${encodeURIComponent(source)}`;
}

/**
 * The source a share-image request names, or null when it is refused: only the site's own images and images on
 * the configured backend's origins (no open proxy), never credentials or odd schemes.
 */
export function parseShareImageSource(src: string | null, remoteOrigins: readonly string[]): ShareImageSource | null {
  if (!src || src.length > MAX_SOURCE_LENGTH) return null;
  if (src.startsWith("/")) {
    return SITE_IMAGE.test(src) && !src.includes("..") ? { kind: "site", path: src } : null;
  }
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password || !remoteOrigins.includes(url.origin)) return null;
  return { kind: "remote", url };
}

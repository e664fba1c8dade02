/**
 * The addresses of the image routes (a page's share image, a content image at a layout's width) and the one rule
 * for what they may read: the site's own images and the configured backend's, nothing else. Shared by the
 * components and meta tags that build the addresses and the routes that refuse anything else.
 */
import type { Lang } from "~/i18n/config";

/** What Facebook, LinkedIn, X and WhatsApp show best: 1.91:1 at 1200 px wide. */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
export const SHARE_IMAGE_TYPE = "image/jpeg";

/** The site's own images: a path under /images with a raster or SVG extension, nothing that climbs out. */
const SITE_IMAGE = /^\/images\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*\.(?:svg|png|jpe?g|webp)$/;
const MAX_SOURCE_LENGTH = 500;

export type ImageSource = { kind: "site"; path: string } | { kind: "remote"; url: URL };

/** The share image of a page whose own image is `source` (a site path or a backend URL). */
export function shareImagePath(lang: Lang, source: string): string {
  return `/${lang}/share-image?src=${encodeURIComponent(source)}`;
}

/**
 * The source an image request names, or null when it is refused: only the site's own images and images on
 * the configured backend's origins (no open proxy), never credentials or odd schemes.
 */
export function parseImageSource(src: string | null, remoteOrigins: readonly string[]): ImageSource | null {
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

/** Widths the image route makes: a bounded set, so a client cannot ask for a thousand variants of one image. */
export const IMAGE_WIDTHS = [48, 64, 96, 128, 160, 240, 320, 480, 640, 800, 960, 1280, 1600, 1920] as const;
const LARGEST = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];

/** Vectors are already the size of any layout (and the site's are under 11 KB): only bitmaps are resized. */
const BITMAP = /\.(?:png|jpe?g|webp|avif)$/i;

/** A content image at `width` pixels through the image route. */
export function imagePath(source: string, width: number): string {
  return `/image?src=${encodeURIComponent(source)}&w=${width}`;
}

/** The smallest width the route makes that covers `width`. */
export function fittingWidth(width: number): number {
  return IMAGE_WIDTHS.find((w) => w >= width) ?? LARGEST;
}

export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * `src`, `srcSet` and `sizes` for a content image laid out at most `width` CSS pixels wide (narrower on small
 * screens): the browser picks the variant its screen needs. Remote images are the backend's (the CSP admits no
 * other image origin); SVGs and site files that are not bitmaps are sent as they are.
 */
export function responsiveImage(
  source: string,
  width: number,
  sizes = `(max-width: ${width}px) 100vw, ${width}px`,
): ResponsiveImage {
  const remote = /^https?:\/\//.test(source);
  const path = remote ? new URL(source).pathname : source;
  if (!BITMAP.test(path) || (!remote && !source.startsWith("/images/"))) return { src: source };
  const widths = IMAGE_WIDTHS.filter((w) => w >= Math.min(160, fittingWidth(width)) && w <= fittingWidth(width * 2));
  return {
    src: imagePath(source, fittingWidth(width)),
    srcSet: widths.map((w) => `${imagePath(source, w)} ${w}w`).join(", "),
    sizes,
  };
}

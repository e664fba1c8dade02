/**
 * The image route's answer: a bitmap content image (the site's or the backend's photos) at one of the widths the
 * layouts ask for, in WebP when the browser takes it (else the source's own JPEG or PNG), encoded once per
 * variant and kept in memory. Only the site's and the configured backend's images are read.
 */
import sharp from "sharp";
import { IMAGE_WIDTHS, parseImageSource, type ImageSource } from "./image-address";
import { encodedImage, imageCache, plainText, sendImage } from "./image-cache.server";
import { ImageSourceError, readImageSource } from "./image-source.server";
import {
  IMAGE_CACHE_CONTROL,
  publicFolder,
  SOURCE_LIMITS,
  type ImageRouteOptions,
} from "./share-image-response.server";

const CACHE_BYTES = 64 * 1024 * 1024;
const MAX_INPUT_PIXELS = 40_000_000;
const BITMAP_PATH = /\.(?:png|jpe?g|webp|avif)$/i;
const WIDTHS: readonly number[] = IMAGE_WIDTHS;

interface Variant {
  source: ImageSource;
  width: number;
  webp: boolean;
  publicDir: string;
}

async function encode({ source, width, webp, publicDir }: Variant) {
  const input = await readImageSource(source, { publicDir, ...SOURCE_LIMITS });
  const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width, withoutEnlargement: true });
  if (webp) return encodedImage(await image.webp({ quality: 78 }).toBuffer(), "image/webp");
  const { format, hasAlpha } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  return format === "jpeg" || !hasAlpha
    ? encodedImage(await image.jpeg({ quality: 80, mozjpeg: true }).toBuffer(), "image/jpeg")
    : encodedImage(await image.png({ compressionLevel: 9, palette: true }).toBuffer(), "image/png");
}

const variants = imageCache<Variant>(CACHE_BYTES, encode);

/** Forgets every encoded variant (tests). */
export const clearContentImages = () => variants.clear();

export async function contentImageResponse(request: Request, options: ImageRouteOptions): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const src = params.get("src");
  const width = Number(params.get("w"));
  if (!WIDTHS.includes(width)) return plainText(400, `Refused: the width must be one of ${IMAGE_WIDTHS.join(", ")}.`);
  const source = parseImageSource(src, options.remoteOrigins);
  const path = source?.kind === "site" ? source.path : source?.url.pathname;
  if (!source || !path || !BITMAP_PATH.test(path)) {
    return plainText(400, "Refused: only the site's own bitmap images and its content service's can be resized.");
  }
  const webp = /\bimage\/webp\b/.test(request.headers.get("accept") ?? "");
  try {
    const image = await variants.get(`${src} ${width} ${webp ? "webp" : "own"}`, {
      source,
      width,
      webp,
      publicDir: publicFolder(options),
    });
    return sendImage(request, image, { "Cache-Control": IMAGE_CACHE_CONTROL, Vary: "Accept" });
  } catch (error) {
    if (error instanceof ImageSourceError && error.failure === "not-found") return plainText(404, "No such image.");
    // The original still shows, at its own size; nothing is cached on the way.
    options.log.warn({ err: error, src, width }, "image could not be resized; the original is sent instead");
    return new Response(null, { status: 302, headers: { Location: src!, "Cache-Control": "no-store" } });
  }
}

/**
 * What the image routes share: encoded images kept in a byte-bounded LRU (lru-cache's `fetch`: one encoding in
 * flight per key; a failure is not kept), and their answer with a strong ETag and 304 to a revalidation.
 */
import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";

export interface EncodedImage {
  body: Uint8Array<ArrayBuffer>;
  type: string;
  etag: string;
}

export function encodedImage(body: Buffer, type: string): EncodedImage {
  return {
    body: new Uint8Array(body),
    type,
    etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
  };
}

export interface ImageCache<Context extends object> {
  get(key: string, context: Context): Promise<EncodedImage>;
  clear(): void;
}

export function imageCache<Context extends object>(
  maxBytes: number,
  make: (context: Context) => Promise<EncodedImage>,
): ImageCache<Context> {
  // The cache's own context type stays `unknown`: its conditional overloads do not resolve for a generic one.
  const cache = new LRUCache<string, EncodedImage, unknown>({
    maxSize: maxBytes,
    sizeCalculation: (image) => image.body.byteLength,
    fetchMethod: (_key, _stale, { context }) => make(context as Context),
  });
  return {
    async get(key, context) {
      const image = await cache.fetch(key, { context });
      // fetch() only answers undefined when aborted, which nothing here does.
      if (!image) throw new Error(`image cache: no image for ${key}`);
      return image;
    },
    clear: () => cache.clear(),
  };
}

/** The image, or 304 when the client holds it already. */
export function sendImage(request: Request, image: EncodedImage, headers: Record<string, string>): Response {
  const common = { ...headers, ETag: image.etag, "X-Content-Type-Options": "nosniff" };
  const match = request.headers.get("if-none-match");
  if (match && match.split(/\s*,\s*/).includes(image.etag)) return new Response(null, { status: 304, headers: common });
  return new Response(image.body, {
    headers: { ...common, "Content-Type": image.type, "Content-Length": String(image.body.byteLength) },
  });
}

/** A refusal in plain text, never cached. */
export function plainText(status: number, message: string): Response {
  return new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/**
 * What a rendered document tells caches and the browser about itself: the `script-src` that admits exactly its
 * inline scripts (by their SHA-256, so two visitors of one URL get byte-identical pages and headers, which a
 * shared cache can keep), a strong ETag, and whether a shared cache may store it.
 */
import { createHash } from "node:crypto";

const SCRIPT_OPEN = Buffer.from("<script");
const SCRIPT_CLOSE = Buffer.from("</script>");
const GT = 0x3e;
/** A byte that may follow `<script` in a script element's start tag: whitespace, `>` or `/`. */
const TAG_NAME_END = new Set([0x09, 0x0a, 0x0c, 0x0d, 0x20, GT, 0x2f]);
const SRC_ATTRIBUTE = /\ssrc=/i;

/**
 * A shared cache keeps a healthy anonymous page a minute and may serve it up to ten minutes stale while it
 * refetches; browsers always revalidate (max-age=0), cheaply with the ETag.
 */
export const SHARED_PAGE = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
/** A page with a failed section, a flash message or a cookie of its own: for this visitor, this once. */
export const PRIVATE_PAGE = "private, no-store";

/**
 * The `script-src` directive for a document: its own origin's files and exactly its inline scripts (elements as
 * React writes them, `<script …>` without `src`). It reads the document's UTF-8 bytes, which are what a hash
 * source is computed over: decoding a whole page to a string first cost ~5 % of a render.
 */
export function scriptSourcePolicy(html: Uint8Array): string {
  const bytes = Buffer.isBuffer(html) ? html : Buffer.from(html.buffer, html.byteOffset, html.byteLength);
  const hashes = new Set<string>();
  for (let open = bytes.indexOf(SCRIPT_OPEN); open >= 0; open = bytes.indexOf(SCRIPT_OPEN, open + 1)) {
    if (!TAG_NAME_END.has(bytes[open + SCRIPT_OPEN.length])) continue;
    const tagEnd = bytes.indexOf(GT, open);
    const close = tagEnd < 0 ? -1 : bytes.indexOf(SCRIPT_CLOSE, tagEnd);
    if (close < 0) break;
    if (!SRC_ATTRIBUTE.test(bytes.toString("latin1", open, tagEnd))) {
      hashes.add(
        `'sha256-${createHash("sha256")
          .update(bytes.subarray(tagEnd + 1, close))
          .digest("base64")}'`,
      );
    }
    open = close;
  }
  return ["script-src", "'self'", ...hashes].join(" ");
}

export function strongEtag(body: Uint8Array): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

/** True when the request's If-None-Match names this ETag (or `*`). */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t === etag || t === `W/${etag}`;
  });
}

export interface DocumentFacts {
  method: string;
  status: number;
  /** What the routes set (a flash page sets its own Cache-Control and a Set-Cookie). */
  headers: Headers;
  /** A section of the page could not be read from the content source. */
  sectionFailed: boolean;
}

/** The Cache-Control a document goes out with. */
export function documentCacheControl({ method, status, headers, sectionFailed }: DocumentFacts): string {
  const own = headers.get("Cache-Control");
  if (method !== "GET" && method !== "HEAD") return PRIVATE_PAGE;
  if (status !== 200 || sectionFailed || headers.has("Set-Cookie")) return PRIVATE_PAGE;
  return own ?? SHARED_PAGE;
}

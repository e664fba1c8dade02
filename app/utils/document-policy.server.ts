/**
 * What a rendered document tells caches and the browser about itself: the `script-src` that admits exactly its
 * inline scripts (by their SHA-256, so two visitors of one URL get byte-identical pages and headers, which a
 * shared cache can keep), a strong ETag, and whether a shared cache may store it.
 */
import { createHash } from "node:crypto";

/** Inline `<script>` elements (no src) and their text, as React writes them. */
const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * A shared cache keeps a healthy anonymous page a minute and may serve it up to ten minutes stale while it
 * refetches; browsers always revalidate (max-age=0), cheaply with the ETag.
 */
export const SHARED_PAGE = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
/** A page with a failed section, a flash message or a cookie of its own: for this visitor, this once. */
export const PRIVATE_PAGE = "private, no-store";

/** The `script-src` directive for a document: its own origin's files and exactly its inline scripts. */
export function scriptSourcePolicy(html: string): string {
  const hashes = new Set<string>();
  for (const [, body] of html.matchAll(INLINE_SCRIPT)) {
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
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

/**
 * What turns a rendered HTML document into a response a shared cache may keep (decision 015): the CSP admits
 * exactly the document's inline scripts by their sha256 hashes (no per-response nonce, so two visitors get the
 * same bytes), a strong ETag is the body's hash, and Cache-Control says who may store it.
 */
import { createHash } from "node:crypto";
import type { Request, Response } from "express";

declare module "express-serve-static-core" {
  interface Locals {
    /** A content call of this request failed: the page shows a section error and is not shared. */
    contentFailed?: boolean;
  }
}

/** Anyone may store it; shared caches serve it 60 s, then serve it stale while they refresh it (up to 10 min). */
export const SHARED = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
/** Only this visitor's page: a flash message, a cookie set, a failed section, an error, a POST's answer. */
export const PRIVATE = "private, no-store";

// Inline scripts only: a `src` script is admitted by 'self'. Bodies never contain `</script` (React and
// JsonLd escape `<`), so the first `</script>` ends each one.
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The CSP source of every distinct inline script body of `html`, in document order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    hashes.add(`'sha256-${createHash("sha256").update(match[1], "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** `policy` with `sources` added to its script-src directive. */
export function withScriptSources(policy: string, sources: string[]): string {
  if (sources.length === 0) return policy;
  return policy.replace(/(^|;)(\s*script-src)([^;]*)/, (_all, lead: string, name: string, rest: string) => `${lead}${name}${rest} ${sources.join(" ")}`);
}

export function strongEtag(body: Buffer): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;
}

/**
 * Sets CSP, ETag and Cache-Control on `res` for the document `body` Remix rendered (its status and headers
 * already on `res`). Returns whether the page may be shared (and so kept by the page cache).
 */
export function prepareDocument(req: Request, res: Response, body: Buffer): boolean {
  const policy = res.getHeader("Content-Security-Policy");
  if (typeof policy === "string") {
    res.setHeader("Content-Security-Policy", withScriptSources(policy, inlineScriptHashes(body.toString("utf8"))));
  }
  const shared =
    (req.method === "GET" || req.method === "HEAD") &&
    res.statusCode === 200 &&
    !res.getHeader("Set-Cookie") &&
    !res.getHeader("Cache-Control") &&
    !res.locals.contentFailed;
  if (shared) {
    res.setHeader("Cache-Control", SHARED);
    res.setHeader("ETag", strongEtag(body));
  } else if (!res.getHeader("Cache-Control") || res.locals.contentFailed) {
    // A route's own Cache-Control (the contact page's flash) is already private; a failed section overrides all.
    res.setHeader("Cache-Control", PRIVATE);
  }
  return shared;
}

/** Sends `body`, or 304 when the client already holds it (If-None-Match names this ETag). */
export function sendDocument(req: Request, res: Response, body: Buffer): void {
  const etag = res.getHeader("ETag");
  if (typeof etag === "string" && matchesEtag(req.get("If-None-Match"), etag)) {
    res.status(304).end();
    return;
  }
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  // Weak comparison (RFC 9110 §13.1.2): a proxy's gzip may have marked our tag W/.
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

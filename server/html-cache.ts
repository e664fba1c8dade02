/**
 * A short-lived cache of rendered HTML pages, so repeat views skip the React
 * render. Pages are stored with their CSP nonce replaced by a placeholder; each
 * hit is stamped with the nonce that helmet put in this response's header, so
 * the nonce stays fresh on every response. Entries live `ttlSeconds`: a content
 * change is visible once they expire.
 *
 * No ETag and no 304 for pages: a 304 carries a new nonce in its CSP header, but
 * the browser would reuse its stored body with the old nonce, and CSP would
 * block every script of the page (found by the e2e suite on a reload).
 */
import type { RequestHandler } from "express";

const PLACEHOLDER = "__CSP_NONCE__";
const MAX_ENTRIES = 500;
const MAX_BODY_BYTES = 512 * 1024;
/** A visitor with a pending flash message must get a fresh page. */
const BYPASS_COOKIE = /(?:^|;\s*)__flash=/;

interface Entry {
  body: string;
  headers: Array<[string, string]>;
  expires: number;
}

export function htmlCache(ttlSeconds: number): RequestHandler & { clear(): void } {
  const entries = new Map<string, Entry>();

  const handler: RequestHandler = (req, res, next) => {
    if (ttlSeconds <= 0 || req.method !== "GET" || !/^\/(ar|en)(\/|$)/.test(req.path) || req.path.endsWith(".data")) {
      return next();
    }
    if (BYPASS_COOKIE.test(req.headers.cookie ?? "")) return next();
    const key = req.originalUrl;
    const nonce = res.locals.cspNonce;
    const hit = entries.get(key);
    if (hit && hit.expires > Date.now()) {
      res.setHeader("X-Cache", "HIT");
      for (const [name, value] of hit.headers) res.setHeader(name, value);
      res.status(200).end(hit.body.replaceAll(PLACEHOLDER, nonce));
      return;
    }
    if (hit) entries.delete(key);

    // Miss: let Remix render, keep a copy of what it streams.
    const chunks: Buffer[] = [];
    let size = 0;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function" || size > MAX_BODY_BYTES) return;
      const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
      size += buf.length;
      chunks.push(buf);
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      const cacheable =
        res.statusCode === 200 &&
        size <= MAX_BODY_BYTES &&
        String(res.getHeader("content-type") ?? "").startsWith("text/html") &&
        !res.getHeader("set-cookie") &&
        !/no-store/.test(String(res.getHeader("cache-control") ?? ""));
      if (cacheable) {
        const body = Buffer.concat(chunks).toString("utf8").replaceAll(nonce, PLACEHOLDER);
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.set(key, {
          body,
          headers: ["content-type", "cache-control", "vary", "content-language"]
            .map((name) => [name, res.getHeader(name)] as const)
            .filter((pair): pair is readonly [string, string] => typeof pair[1] === "string")
            .map(([n, v]) => [n, v]),
          expires: Date.now() + ttlSeconds * 1000,
        });
      }
      return end(chunk, ...rest);
    }) as typeof res.end;
    res.setHeader("X-Cache", "MISS");
    next();
  };
  return Object.assign(handler, { clear: () => entries.clear() });
}

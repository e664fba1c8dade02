/**
 * The single-machine default's page cache: the final bytes and headers of shareable pages (see
 * ./page-response.ts), so a hit is byte-identical to the miss that stored it. Keyed on the pathname only: a
 * request with a query string, a flash cookie or any method but GET/HEAD passes by. Bounded by bytes; entries
 * live `ttlSeconds` (HTML_CACHE_SECONDS), so an editor's change shows within that time.
 */
import type { Request, RequestHandler, Response } from "express";
import { LRUCache } from "lru-cache";
import { sendDocument } from "./page-response";

declare module "express-serve-static-core" {
  interface Locals {
    /** Set on a cacheable miss: where the rendered page goes if it turns out shareable. */
    pageCacheKey?: string;
  }
}

export const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;
const PAGE_PATH = /^\/(ar|en)(\/|$)/;
const FLASH_COOKIE = /(?:^|;\s*)__flash=/;
/** Per request, not per page: never replayed. */
const NOT_KEPT = new Set(["x-request-id", "set-cookie", "content-length", "date"]);

interface CachedPage {
  headers: Array<[string, string | number | string[]]>;
  body: Buffer;
}

export interface PageCache {
  /** Serves hits; marks cacheable misses with `res.locals.pageCacheKey`. */
  middleware: RequestHandler;
  /** Keeps a shareable page rendered for a marked request (status 200, headers final on `res`). */
  store(res: Response, body: Buffer): void;
  clear(): void;
}

export function createPageCache(ttlSeconds: number, maxBytes = PAGE_CACHE_MAX_BYTES): PageCache {
  const pages = new LRUCache<string, CachedPage>({
    maxSize: maxBytes,
    // Headers are a few hundred bytes; the body is what counts.
    sizeCalculation: (page) => page.body.length + 1024,
    ttl: ttlSeconds * 1000,
  });
  const cacheable = (req: Request) =>
    ttlSeconds > 0 &&
    (req.method === "GET" || req.method === "HEAD") &&
    PAGE_PATH.test(req.path) &&
    !req.path.endsWith(".data") &&
    !req.originalUrl.includes("?") &&
    !FLASH_COOKIE.test(req.headers.cookie ?? "");

  return {
    middleware(req, res, next) {
      if (!cacheable(req)) return next();
      const hit = pages.get(req.path);
      if (!hit) {
        res.locals.pageCacheKey = req.path;
        return next();
      }
      res.status(200);
      for (const [name, value] of hit.headers) res.setHeader(name, value);
      sendDocument(req, res, hit.body);
    },
    store(res, body) {
      const key = res.locals.pageCacheKey;
      if (!key || ttlSeconds <= 0) return;
      const headers = Object.entries(res.getHeaders())
        .filter((pair): pair is [string, string | number | string[]] => pair[1] !== undefined && !NOT_KEPT.has(pair[0]))
        .map(([name, value]): [string, string | number | string[]] => [name, value]);
      pages.set(key, { headers, body });
    },
    clear: () => pages.clear(),
  };
}

/**
 * The single machine's shared cache: what a CDN or nginx would keep (decision 015), kept in the process when
 * none is in front. It stores only what the app marked `public` (a healthy anonymous page: no failed section,
 * no cookie, status 200), keyed on the path (a request with a query string is rendered and never stored, so
 * unique query strings cannot grow it), bounded by bytes, for `ttlSeconds`. Off in development.
 */
import type { Request as ExpressRequest } from "express";
import { LRUCache } from "lru-cache";
import { COMPRESS_THRESHOLD, compressSync } from "./encoding";

export interface StoredPage {
  status: number;
  headers: Array<[string, string]>;
  body: Uint8Array;
  /** The body compressed once when kept, so a hit is not compressed again for every browser (as `compression` would). */
  gzip?: Buffer;
  /** The same in Brotli, for browsers that take it (all current ones, over HTTPS): a fifth smaller than gzip. */
  br?: Buffer;
}

/** Pages: a language prefix, not a data request of client navigation. */
const PAGE_PATH = /^\/(?:ar|en)(?:\/|$)/;
/** A visitor whose flash message waits must get a fresh page. */
const FLASH_COOKIE = /(?:^|;\s*)__flash=/;
/** Search results: one per text a visitor types; keeping them would let anyone evict the site's pages. */
const SEARCH_PATH = /^\/(?:ar|en)\/search(?:\/|$)/i;

export interface PageCache {
  /** The key a request is served from and stored under, or undefined when it must be rendered. */
  keyOf(req: ExpressRequest): string | undefined;
  get(key: string): StoredPage | undefined;
  /**
   * Keeps the response if a shared cache may; answers what to send either way (the body is read once).
   * `documentBytes`: the body, when the app handed it beside the response (app/utils/document-body.ts).
   */
  keep(key: string, response: Response, documentBytes?: Uint8Array): Promise<StoredPage>;
  storable(response: Response): boolean;
  clear(): void;
}

export function pageCache(options: { ttlSeconds: number; maxBytes: number }): PageCache | undefined {
  if (options.ttlSeconds <= 0) return undefined;
  const pages = new LRUCache<string, StoredPage>({
    maxSize: options.maxBytes,
    sizeCalculation: (page) => page.body.byteLength + (page.gzip?.byteLength ?? 0) + (page.br?.byteLength ?? 0) + 1024,
    ttl: options.ttlSeconds * 1000,
  });
  return {
    keyOf(req) {
      if (req.method !== "GET" && req.method !== "HEAD") return undefined;
      if (
        req.originalUrl.includes("?") ||
        !PAGE_PATH.test(req.path) ||
        SEARCH_PATH.test(req.path) ||
        req.path.endsWith(".data")
      )
        return undefined;
      if (FLASH_COOKIE.test(req.headers.cookie ?? "")) return undefined;
      return req.path;
    },
    get: (key) => pages.get(key),
    storable(response) {
      return (
        response.status === 200 &&
        (response.headers.get("content-type") ?? "").startsWith("text/html") &&
        (response.headers.get("cache-control") ?? "").startsWith("public") &&
        response.headers.getSetCookie().length === 0
      );
    },
    async keep(key, response, documentBytes) {
      const body = documentBytes ?? new Uint8Array(await response.arrayBuffer());
      const compress = body.byteLength >= COMPRESS_THRESHOLD;
      const page: StoredPage = {
        status: response.status,
        headers: [...response.headers.entries()],
        body,
        gzip: compress ? compressSync(body, "gzip") : undefined,
        br: compress ? compressSync(body, "br") : undefined,
      };
      pages.set(key, page);
      return page;
    },
    clear: () => pages.clear(),
  };
}

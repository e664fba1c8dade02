/**
 * A small Express-to-Remix bridge. @remix-run/express streams the raw request
 * into Remix, which makes a body cap impossible without losing the body; this
 * bridge takes the body that express.raw has already read (and capped).
 */
import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from "express";
import {
  createRequestHandler,
  writeReadableStreamToWritable,
  type AppLoadContext,
  type ServerBuild,
} from "@remix-run/node";
import Negotiator from "negotiator";
import type { PageCache, StoredPage } from "./page-cache";
import { withScriptSource } from "./security";

export function remixHandler(options: {
  build: () => ServerBuild | Promise<ServerBuild>;
  mode: string;
  getLoadContext: (req: ExpressRequest) => AppLoadContext;
  /** Production's in-process page cache (./page-cache.ts), if on. */
  cache?: PageCache;
}) {
  const { cache } = options;
  // One handler per build (a new build arrives with each rebuild in development).
  let current: { build: ServerBuild; handle: ReturnType<typeof createRequestHandler> } | undefined;
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const build = await options.build();
      if (current?.build !== build) current = { build, handle: createRequestHandler(build, options.mode) };
      const { handle } = current;
      // Hits were served ahead of this (pageCacheHits): what reaches here is rendered, and kept if it may be.
      const key = cache?.keyOf(req);
      const request = toFetchRequest(req, res);
      const response = await handle(request, options.getLoadContext(req));
      if (cache && key !== undefined && cache.storable(response))
        return sendStoredPage(req, res, await cache.keep(key, response), "MISS");
      await sendFetchResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}

function toFetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  // The Host header is client input: fall back to localhost rather than fail on a malformed one.
  let url: URL;
  try {
    url = new URL(req.originalUrl, `${req.protocol}://${req.get("host") ?? "localhost"}`);
  } catch {
    url = new URL(req.originalUrl, "http://localhost");
  }
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    try {
      headers.append(req.rawHeaders[i], req.rawHeaders[i + 1]);
    } catch {
      // A header value Node accepted but fetch rejects: drop it rather than fail the page.
    }
  }
  const controller = new AbortController();
  res.on("close", () => controller.abort());
  const init: RequestInit = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD" && Buffer.isBuffer(req.body)) {
    init.body = new Uint8Array(req.body);
  }
  return new Request(url, init);
}

/**
 * The app's headers onto the response. A document's Content-Security-Policy is only its `script-src` (the hashes
 * of its inline scripts): it replaces that directive of the server's policy, which owns the rest.
 */
function applyHeaders(res: ExpressResponse, headers: Iterable<[string, string]>): void {
  for (const [key, value] of headers) {
    if (key === "set-cookie") continue;
    if (key === "content-security-policy")
      res.setHeader(key, withScriptSource(String(res.getHeader(key) ?? ""), value));
    else res.append(key, value);
  }
}

/**
 * Serves pages the cache holds, ahead of the middleware a rendered page needs (compression, static files, the
 * POST ceiling, body parsing): a hit is the bytes kept, compressed when they were kept (decision 015).
 */
export function pageCacheHits(cache: PageCache) {
  return (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    const key = cache.keyOf(req);
    const hit = key === undefined ? undefined : cache.get(key);
    if (!hit) return next();
    sendStoredPage(req, res, hit, "HIT", true);
  };
}

/**
 * A page as the cache keeps it, or 304 when the client holds these bytes already. `encode`: whether to send the
 * kept gzip bytes to a client that takes them (a hit, ahead of `compression`); a miss goes through `compression`.
 */
function sendStoredPage(
  req: ExpressRequest,
  res: ExpressResponse,
  page: StoredPage,
  cacheStatus: "HIT" | "MISS",
  encode = false,
): void {
  applyHeaders(res, page.headers);
  res.setHeader("X-Page-Cache", cacheStatus);
  // As `compression` does for every response it sees: the bytes depend on Accept-Encoding.
  if (encode) res.vary("Accept-Encoding");
  const etag = page.headers.find(([key]) => key === "etag")?.[1];
  if (etag && req.fresh) {
    res.status(304).end();
    return;
  }
  const encoded = encode ? preferredEncoding(req, page) : undefined;
  if (encoded) {
    res.setHeader("Content-Encoding", encoded.encoding);
    res.status(page.status).end(encoded.bytes);
    return;
  }
  res.status(page.status).end(Buffer.from(page.body.buffer, page.body.byteOffset, page.body.byteLength));
}

/** Encodings a kept page may go out in, best first: a tie in the client's q-values goes to the smaller. */
const KEPT_ENCODINGS = ["br", "gzip"] as const;

/**
 * The kept encoding the client prefers, or undefined for the bytes as they are. Negotiator with a preference, as
 * `compression` uses it: Express's `acceptsEncodings` breaks ties by the client's order, and browsers list gzip
 * first ("gzip, deflate, br, zstd").
 */
function preferredEncoding(
  req: ExpressRequest,
  page: StoredPage,
): { encoding: "br" | "gzip"; bytes: Buffer } | undefined {
  const kept = { br: page.br, gzip: page.gzip };
  const offered = KEPT_ENCODINGS.filter((encoding) => kept[encoding]);
  const [choice] = encodingsByPreference(new Negotiator(req), [...offered, "identity"], [...KEPT_ENCODINGS]);
  if (choice !== "br" && choice !== "gzip") return undefined;
  const bytes = kept[choice];
  return bytes ? { encoding: choice, bytes } : undefined;
}

/** negotiator 0.6.4's `encodings(available, preferred)`; @types/negotiator (0.6.4) declares only the first argument. */
function encodingsByPreference(negotiator: Negotiator, available: string[], preferred: string[]): string[] {
  const encodings = negotiator.encodings.bind(negotiator) as (available: string[], preferred: string[]) => string[];
  return encodings(available, preferred);
}

async function sendFetchResponse(res: ExpressResponse, response: Response): Promise<void> {
  res.statusMessage = response.statusText;
  res.status(response.status);
  applyHeaders(res, response.headers.entries());
  for (const cookie of response.headers.getSetCookie()) res.append("Set-Cookie", cookie);
  if (response.headers.get("content-type")?.match(/text\/event-stream/i)) res.flushHeaders();
  if (response.body) {
    await writeReadableStreamToWritable(response.body, res);
  } else {
    res.end();
  }
}

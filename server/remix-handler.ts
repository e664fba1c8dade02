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
import { COMPRESS_THRESHOLD, compress, DOCUMENT_ENCODINGS, preferredEncoding } from "./encoding";
import type { PageCache, StoredPage } from "./page-cache";
import { withScriptSource } from "./security";

export function remixHandler(options: {
  build: () => ServerBuild | Promise<ServerBuild>;
  mode: string;
  getLoadContext: (req: ExpressRequest) => AppLoadContext;
  /** A rendered document's bytes, when the app handed them beside its Response (app/utils/document-body.ts). */
  documentBytes: (response: Response) => Uint8Array | undefined;
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
      const bytes = options.documentBytes(response);
      if (cache && key !== undefined && cache.storable(response))
        return sendStoredPage(req, res, await cache.keep(key, response, bytes), "MISS");
      await sendFetchResponse(req, res, response, bytes);
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
    sendStoredPage(req, res, hit, "HIT");
  };
}

/** A page as the cache keeps it, or 304 when the client holds these bytes already; compressed as it was kept. */
function sendStoredPage(
  req: ExpressRequest,
  res: ExpressResponse,
  page: StoredPage,
  cacheStatus: "HIT" | "MISS",
): void {
  applyHeaders(res, page.headers);
  res.setHeader("X-Page-Cache", cacheStatus);
  // As `compression` does for every response it sees: the bytes depend on Accept-Encoding.
  res.vary("Accept-Encoding");
  const etag = page.headers.find(([key]) => key === "etag")?.[1];
  if (etag && req.fresh) {
    res.status(304).end();
    return;
  }
  const kept = { br: page.br, gzip: page.gzip };
  const encoding = preferredEncoding(
    req,
    DOCUMENT_ENCODINGS.filter((candidate) => kept[candidate]),
  );
  const bytes = encoding && kept[encoding];
  if (encoding && bytes) {
    res.setHeader("Content-Encoding", encoding);
    res.status(page.status).end(bytes);
    return;
  }
  res.status(page.status).end(Buffer.from(page.body.buffer, page.body.byteOffset, page.body.byteLength));
}

async function sendFetchResponse(
  req: ExpressRequest,
  res: ExpressResponse,
  response: Response,
  documentBytes: Uint8Array | undefined,
): Promise<void> {
  res.statusMessage = response.statusText;
  res.status(response.status);
  applyHeaders(res, response.headers.entries());
  for (const cookie of response.headers.getSetCookie()) res.append("Set-Cookie", cookie);
  if (response.headers.get("content-type")?.match(/text\/event-stream/i)) res.flushHeaders();
  if (response.body && response.headers.get("content-type")?.startsWith("text/html")) {
    const bytes = documentBytes ?? new Uint8Array(await response.arrayBuffer());
    await sendDocument(req, res, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } else if (response.body) {
    await writeReadableStreamToWritable(response.body, res);
  } else {
    res.end();
  }
}

/**
 * A rendered document, compressed whole in one call on zlib's thread pool (`compression` would stream it through
 * zlib in 16 KB pieces: ~3 ms of the server's CPU for `/ar/home` against ~2.4 ms), ahead of `compression`, which
 * leaves a response that names its encoding alone.
 */
async function sendDocument(req: ExpressRequest, res: ExpressResponse, body: Buffer): Promise<void> {
  res.vary("Accept-Encoding");
  const encoding = req.method !== "HEAD" && body.byteLength >= COMPRESS_THRESHOLD ? preferredEncoding(req) : undefined;
  if (!encoding) {
    res.end(body);
    return;
  }
  const compressed = await compress(body, encoding);
  res.setHeader("Content-Encoding", encoding);
  res.end(compressed);
}

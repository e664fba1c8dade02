/**
 * The Express application: middleware order matters and is read top to bottom.
 * Kept apart from server.ts (which listens and shuts down) so tests can mount it.
 */
import compression from "compression";
import express, { type ErrorRequestHandler } from "express";
import { rateLimit, type Store as RateLimitStore } from "express-rate-limit";
import type { ServerBuild } from "@remix-run/node";
import type { AppServerEntry, Services } from "../app/services.server";
import { clientKey } from "./client-key";
import type { Env } from "./env";
import type { Logger } from "./log";
import { admitPosts } from "./admission";
import { pageCache } from "./page-cache";
import { pageCacheHits, remixHandler } from "./remix-handler";
import { requestContext, securityHeaders } from "./security";

const BODY_LIMIT = "16kb";
const PAGE_METHODS = new Set(["GET", "HEAD", "POST", "OPTIONS"]);
const PAGE_PATH = /^\/(?:ar|en)(?:\/|$)/;
const MINUTE = 60_000;
/** Form posts waiting for their turn: see ./admission.ts. */
const POST_QUEUE = 2_000;
/** The in-process page cache's bound: some 500 pages of 130 KB. */
const PAGE_CACHE_BYTES = 64 * 1024 * 1024;

/** The app as server.ts loaded it from the Remix build, with its started services. */
export interface LoadedApp {
  build: ServerBuild;
  entry: AppServerEntry;
  services: Services;
}

export interface AppOptions {
  env: Env;
  log: Logger;
  /** The current app: the same for the life of a production server, replaced on each rebuild in development. */
  app: () => LoadedApp;
}

export function createApp(options: AppOptions): express.Express {
  const { env, log, app: current } = options;
  const app = express();
  app.disable("x-powered-by");
  // Documents carry their own strong ETag (app/entry.server.tsx); Express's weak one would hash them again.
  app.set("etag", false);
  // One proxy hop: the address it saw is trusted, not whatever the client put in X-Forwarded-For.
  if (env.TRUST_PROXY) app.set("trust proxy", 1);

  // First: a burst of posts waits here at the cost of a queue slot, not of the middleware below.
  app.use(admitPosts({ queue: POST_QUEUE }));
  app.use(requestContext(log, env.LOG_REQUESTS && env.NODE_ENV !== "test"));
  const upstreamOrigin = env.CONTENT_API_URL ? [new URL(env.CONTENT_API_URL).origin] : [];
  app.use(
    securityHeaders({
      imageOrigins: upstreamOrigin,
      devSocket:
        env.NODE_ENV === "development" && env.REMIX_DEV_ORIGIN
          ? env.REMIX_DEV_ORIGIN.replace(/^http/, "ws")
          : undefined,
      https: env.SITE_URL.startsWith("https:"),
    }),
  );
  // Development always renders afresh: an edit must show on the next request.
  const cache =
    env.NODE_ENV === "development"
      ? undefined
      : pageCache({ ttlSeconds: env.HTML_CACHE_SECONDS, maxBytes: PAGE_CACHE_BYTES });
  // A page the cache holds goes out here, compressed once when it was kept.
  if (cache) app.use(pageCacheHits(cache));
  app.use(compression());

  // Fingerprinted assets never change; other public files may.
  app.use("/build", express.static("public/build", { immutable: true, maxAge: "1y", index: false }));
  // Pages (/ar/…, /en/…) are never files: skip the stat a static lookup costs on every page view.
  const publicFiles = express.static("public", { maxAge: "1h", index: false, redirect: false });
  app.use((req, res, next) => (PAGE_PATH.test(req.path) ? next() : publicFiles(req, res, next)));

  app.get("/healthz", (_req, res, next) => {
    current()
      .services.health()
      .then((ok) => {
        res.set("Cache-Control", "no-store");
        if (ok) res.json({ status: "ok" });
        else res.status(503).json({ status: "unavailable" });
      }, next);
  });

  // A ceiling on every POST a client sends, wherever it goes: floods stop here, before any parsing.
  app.use(
    rateLimit({
      windowMs: MINUTE,
      limit: env.POST_RATE_LIMIT,
      skip: (req) => req.method !== "POST",
      // On a shared store (DATABASE_URL) the ceiling holds across instances; the current services' store,
      // looked up per hit, because development replaces the services on each rebuild.
      store: current().services.postRateLimits ? sharedStore(() => current().services.postRateLimits!) : undefined,
      standardHeaders: "draft-7",
      legacyHeaders: false,
      handler: (_req, res) => {
        res.status(429).type("text/plain; charset=utf-8").send("Too Many Requests");
      },
    }),
  );

  // Fetch's Request cannot carry TRACE, CONNECT or TRACK (and pages take none of the rest): 405, not a crash.
  app.use((req, res, next) => {
    if (PAGE_METHODS.has(req.method)) return next();
    res.setHeader("Allow", [...PAGE_METHODS].join(", "));
    res.status(405).type("text/plain; charset=utf-8").send("Method Not Allowed");
  });
  app.use(express.raw({ type: () => true, limit: BODY_LIMIT }));
  app.all(
    "*",
    remixHandler({
      build: () => current().build,
      mode: env.NODE_ENV === "production" ? "production" : "development",
      cache,
      documentBytes: (response) => current().entry.documentBytes(response),
      getLoadContext: (req) => {
        const { entry, services } = current();
        return entry.createLoadContext(services, { log: req.log, clientKey: clientKey(req), path: req.path });
      },
    }),
  );

  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    const status = typeof error?.status === "number" && error.status >= 400 && error.status < 500 ? error.status : 500;
    // 4xx here are body-parser's refusals of what the client sent (413, 400, 415): the request line tells them.
    if (status === 500) req.log.error({ err: error, status }, "unhandled error");
    if (res.headersSent) return res.end();
    const text =
      status === 413 ? "Payload Too Large" : status === 500 ? "Unexpected Application Error!" : "Bad Request";
    // The content API answers JSON, refusals included.
    if (req.path.startsWith("/api/")) res.status(status).set("Cache-Control", "no-store").json({ error: text });
    else res.status(status).type("text/plain; charset=utf-8").send(text);
  };
  app.use(onError);
  return app;
}

/** A rate-limit store that forwards to whichever store `current` returns now. */
function sharedStore(current: () => RateLimitStore): RateLimitStore {
  return {
    localKeys: false,
    prefix: current().prefix,
    increment: (key) => current().increment(key),
    decrement: (key) => current().decrement(key),
    resetKey: (key) => current().resetKey(key),
  };
}

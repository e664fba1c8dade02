/**
 * The Express application: middleware order matters and is read top to bottom.
 * Kept apart from server.ts (which listens and shuts down) so tests can mount it.
 */
import compression from "compression";
import express, { type ErrorRequestHandler } from "express";
import { rateLimit } from "express-rate-limit";
import type { ServerBuild } from "@remix-run/node";
import type { ContentSource } from "../app/content/source";
import type { Store } from "../db/connection";
import { createApiRouter } from "./api";
import type { Env } from "./env";
import { log } from "./log";
import { htmlCache } from "./html-cache";
import { remixHandler } from "./remix-handler";
import { requestContext, securityHeaders } from "./security";

const BODY_LIMIT = "16kb";
const PAGE_METHODS = new Set(["GET", "HEAD", "POST", "OPTIONS"]);
const CONTACT_ACTION = /^\/(ar|en)\/contact-us(\.data)?\/?$/;

export interface AppOptions {
  env: Env;
  store: Store;
  content: ContentSource;
  embedded: ContentSource;
  build: () => ServerBuild | Promise<ServerBuild>;
}

export function createApp({ env, store, content, embedded, build }: AppOptions): express.Express {
  const app = express();
  app.disable("x-powered-by");
  // Pages carry a per-response nonce: an automatic ETag/304 could revive a body whose nonce CSP now rejects.
  app.set("etag", false);
  // One proxy hop: the address it saw is trusted, not whatever the client put in X-Forwarded-For.
  if (env.TRUST_PROXY) app.set("trust proxy", 1);

  app.use(requestContext(env.LOG_REQUESTS && env.NODE_ENV !== "test"));
  const upstreamOrigin = env.CONTENT_API_URL ? [new URL(env.CONTENT_API_URL).origin] : [];
  app.use(
    securityHeaders({
      imageOrigins: upstreamOrigin,
      development: env.NODE_ENV === "development",
      https: env.SITE_URL.startsWith("https:"),
    }),
  );
  app.use(compression());

  // Fingerprinted assets never change; other public files may.
  app.use("/build", express.static("public/build", { immutable: true, maxAge: "1y", index: false }));
  app.use(express.static("public", { maxAge: "1h", index: false, redirect: false }));

  app.get("/healthz", (_req, res) => {
    try {
      store.sqlite.prepare("SELECT 1").get();
      res.set("Cache-Control", "no-store").json({ status: "ok" });
    } catch {
      res.status(503).json({ status: "unavailable" });
    }
  });

  const contactLimit = { windowMs: 60_000, limit: env.CONTACT_RATE_LIMIT, standardHeaders: "draft-7" as const, legacyHeaders: false };
  const apiContactLimiter = rateLimit({
    ...contactLimit,
    handler: (_req, res) => {
      res.status(429).json({ error: "Too Many Requests", message: "Too many enquiries. Please wait a minute and try again." });
    },
  });
  // The site's contact action renders its own 429 page in the visitor's language, so here we only flag it.
  const siteContactLimiter = rateLimit({
    ...contactLimit,
    skip: (req) => req.method !== "POST" || !CONTACT_ACTION.test(req.path),
    handler: (_req, res, next) => {
      res.locals.contactRateLimited = true;
      next();
    },
  });

  app.use("/api", createApiRouter(embedded, apiContactLimiter));

  // Fetch's Request cannot carry TRACE, CONNECT or TRACK (and pages take none of the rest): 405, not a crash.
  app.use((req, res, next) => {
    if (PAGE_METHODS.has(req.method)) return next();
    res.setHeader("Allow", [...PAGE_METHODS].join(", "));
    res.status(405).type("text/plain; charset=utf-8").send("Method Not Allowed");
  });
  app.use(siteContactLimiter);
  app.use(htmlCache(env.HTML_CACHE_SECONDS));
  app.use(express.raw({ type: () => true, limit: BODY_LIMIT }));
  app.all(
    "*",
    remixHandler({
      build,
      mode: env.NODE_ENV === "production" ? "production" : "development",
      getLoadContext: (req, res) => ({
        content,
        cspNonce: res.locals.cspNonce,
        requestId: res.locals.requestId,
        clientIp: req.ip ?? "",
        config: { siteUrl: env.SITE_URL, careersUrl: env.CAREERS_URL },
        sessionSecret: env.SESSION_SECRET,
        contactRateLimited: res.locals.contactRateLimited === true,
      }),
    }),
  );

  const onError: ErrorRequestHandler = (error, _req, res, _next) => {
    const status = typeof error?.status === "number" && error.status >= 400 && error.status < 500 ? error.status : 500;
    if (status === 500) log.error({ msg: "unhandled error", requestId: res.locals.requestId, err: error });
    if (res.headersSent) return res.end();
    const text =
      status === 413 ? "Payload Too Large" : status === 500 ? "Unexpected Application Error!" : "Bad Request";
    res.status(status).type("text/plain; charset=utf-8").send(text);
  };
  app.use(onError);
  return app;
}

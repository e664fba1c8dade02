/** Request ids, access log, security headers with a fresh CSP nonce per response. */
import { randomBytes, randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";
import { log } from "./log";

declare module "express-serve-static-core" {
  interface Locals {
    cspNonce: string;
    requestId: string;
  }
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export function requestContext(logRequests: boolean): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get("x-request-id");
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = requestId;
    res.locals.cspNonce = randomBytes(16).toString("base64");
    res.setHeader("X-Request-Id", requestId);
    if (logRequests) {
      const start = process.hrtime.bigint();
      res.on("finish", () => {
        log.info({
          msg: "request",
          requestId,
          method: req.method,
          path: req.originalUrl.slice(0, 512),
          status: res.statusCode,
          ms: Number((Number(process.hrtime.bigint() - start) / 1e6).toFixed(1)),
        });
      });
    }
    next();
  };
}

export function securityHeaders(options: { imageOrigins: string[]; development: boolean; https: boolean }): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`],
        scriptSrcAttr: ["'none'"],
        // React style attributes (carousel transforms, toasts) cannot carry a nonce.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", ...options.imageOrigins],
        mediaSrc: ["'self'", ...options.imageOrigins],
        fontSrc: ["'self'"],
        connectSrc: options.development ? ["'self'", "ws:"] : ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: { maxAge: 63072000, includeSubDomains: true },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    xPoweredBy: false,
  });
}

/** Request ids, the per-request log line and logger, security headers (a strict CSP). */
import { randomUUID } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import helmet from "helmet";
import { pinoHttp } from "pino-http";
import type { Logger } from "./log";

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
/** Paths are client input: a line keeps at most this much of one. */
const MAX_LOGGED_PATH = 512;

/**
 * Gives every request an id (the caller's X-Request-Id when it is sane), echoed in the response, and
 * `req.log`, a child of `logger` that names the request (id and path) on every line. With `logRequests`,
 * one line per response: info, or warn for a 5xx (whose error has its own line where it was caught).
 */
export function requestContext(logger: Logger, logRequests: boolean): RequestHandler {
  const requestIdOf = (req: Request, res: Response): string => {
    const incoming = req.get("x-request-id");
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader("X-Request-Id", requestId);
    return requestId;
  };
  if (!logRequests) {
    // pino-http makes three child loggers per request whether it logs or not, one of them with the whole request
    // serialised into its bindings: ~10 % of the server's time for a page served from the page cache. Without the
    // request line a request needs only its logger, one child naming it.
    return (req, res, next) => {
      req.log = logger.child({ requestId: requestIdOf(req, res), path: req.path.slice(0, MAX_LOGGED_PATH) });
      next();
    };
  }
  const line = (req: Request, res: Response, responseTime: number) => ({
    method: req.method,
    path: req.originalUrl.slice(0, MAX_LOGGED_PATH),
    status: res.statusCode,
    ms: responseTime,
  });
  const http = pinoHttp<Request, Response>({
    logger,
    quietReqLogger: true,
    quietResLogger: true,
    customAttributeKeys: { reqId: "requestId" },
    genReqId: requestIdOf,
    autoLogging: true,
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "warn" : "info"),
    customSuccessMessage: () => "request",
    customErrorMessage: () => "request",
    customSuccessObject: (req, res, val: { responseTime: number }) => line(req, res, val.responseTime),
    customErrorObject: (req, res, _error, val: { responseTime: number }) => line(req, res, val.responseTime),
  });
  return (req, res, next) => {
    http(req, res);
    req.log = req.log.child({ path: req.path.slice(0, MAX_LOGGED_PATH) });
    next();
  };
}

/**
 * `devSocket`: in development, the origin of `remix dev`'s socket (ws://host:port) that <LiveReload> connects
 * to for HMR; the page may connect there and nowhere else besides itself.
 */
export function securityHeaders(options: {
  imageOrigins: string[];
  devSocket?: string;
  https: boolean;
}): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Documents replace this with their own inline scripts' hashes (app/utils/document-policy.server.ts).
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        // React style attributes (carousel transforms, toasts) cannot be hashed ahead.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", ...options.imageOrigins],
        mediaSrc: ["'self'", ...options.imageOrigins],
        fontSrc: ["'self'"],
        connectSrc: options.devSocket ? ["'self'", options.devSocket] : ["'self'"],
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

/** `policy` with its script-src directive replaced by `scriptSource` (a whole "script-src …" directive). */
export function withScriptSource(policy: string, scriptSource: string): string {
  if (!/^script-src\s/.test(scriptSource)) return policy;
  const directives = policy
    .split(";")
    .map((d) => d.trim())
    .filter(Boolean);
  const at = directives.findIndex((d) => /^script-src(\s|$)/.test(d));
  if (at >= 0) directives[at] = scriptSource;
  else directives.push(scriptSource);
  return directives.join(";");
}

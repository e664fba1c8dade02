/**
 * The content API, generated from the contract table over the embedded store:
 * every GET answers `{ "result": ... }` with exactly the contract's fields.
 */
import { createHash } from "node:crypto";
import { STATUS_CODES } from "node:http";
import express, { type ErrorRequestHandler, type Request, type Response, type Router } from "express";
import { contract, ENQUIRY_PATH, endpoints, type Endpoint } from "../app/content/contract";
import { enquirySchema } from "../app/content/enquiry";
import { ContentNotFoundError, ContentRequestError } from "../app/content/errors";
import type { ContentSource } from "../app/content/source";
import { en } from "../app/i18n/dictionaries";
import type { EnquiryAllowance } from "../app/load-context";
import { clientKey } from "./enquiry-allowance";

const API_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=300";

/** Express gives repeated query keys as arrays; the contract takes one string each. */
function firstValues(query: Request["query"]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === "string") out[key] = first;
  }
  return out;
}

function sendJson(req: Request, res: Response, status: number, body: unknown, cacheable = false): void {
  const payload = JSON.stringify(body);
  res.status(status).type("application/json; charset=utf-8");
  if (cacheable) {
    const etag = `"${createHash("sha1").update(payload).digest("base64url")}"`;
    res.setHeader("ETag", etag);
    res.setHeader("Cache-Control", API_CACHE_CONTROL);
    if (req.headers["if-none-match"] === etag) {
      res.status(304).end();
      return;
    }
  } else {
    res.setHeader("Cache-Control", "no-store");
  }
  res.send(payload);
}

export function createApiRouter(source: ContentSource, enquiries: EnquiryAllowance): Router {
  const router = express.Router({ caseSensitive: true, strict: false });

  const handle = (endpoint: Endpoint) => async (req: Request, res: Response) => {
    const def = contract[endpoint];
    try {
      // Validation happens in the source too; here it gives the 400 its details before any I/O.
      const params = def.query ? def.query.safeParse(firstValues(req.query)) : null;
      if (params && !params.success) {
        sendJson(req, res, 400, { error: "Bad Request", issues: params.error.issues.map((i) => ({ path: i.path, message: i.message })) });
        return;
      }
      const value = await source.get(endpoint, params?.data as never);
      // Strip anything the contract does not name, so the API answers exactly its fields.
      sendJson(req, res, 200, { result: def.result.parse(value) }, true);
    } catch (error) {
      if (error instanceof ContentNotFoundError) return sendJson(req, res, 404, { error: "Not Found", message: error.message });
      if (error instanceof ContentRequestError) return sendJson(req, res, 400, { error: "Bad Request", message: error.message });
      req.log.error({ err: error, status: 500, endpoint }, "api error");
      sendJson(req, res, 500, { error: "Internal Server Error" });
    }
  };

  // Mounted at /api: route paths are the contract's paths without that prefix.
  const mounted = (path: string) => path.replace(/^\/api/, "");
  for (const endpoint of endpoints) {
    const def = contract[endpoint];
    router.get(mounted(def.path), handle(endpoint));
    if ("alsoPost" in def && def.alsoPost) router.post(mounted(def.path), handle(endpoint));
  }

  // Only accepted enquiries count toward the client's allowance (shared with the contact page).
  const createEnquiry = async (req: Request, res: Response) => {
    const parsed = enquirySchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? "form");
        const key = issue.message as keyof typeof en.contact.errors;
        (fieldErrors[field] ??= []).push(en.contact.errors[key] ?? issue.message);
      }
      sendJson(req, res, 400, { error: "Bad Request", fieldErrors });
      return;
    }
    const client = clientKey(req);
    const reservation = await enquiries.reserve(client);
    if (!reservation.granted) {
      res.setHeader("Retry-After", String(reservation.retryAfterSeconds));
      sendJson(req, res, 429, { error: "Too Many Requests", message: en.contact.tooManyRequests });
      return;
    }
    try {
      await source.createEnquiry(parsed.data);
    } catch (error) {
      await enquiries.release(client);
      req.log.error({ err: error, status: 503 }, "enquiry not stored");
      sendJson(req, res, 503, { error: "Service Unavailable" });
      return;
    }
    sendJson(req, res, 201, { result: { status: "created" } });
  };
  router.post(mounted(ENQUIRY_PATH), express.json({ limit: "16kb", type: () => true }), (req, res, next) => {
    // Express 4 does not catch a rejected handler: anything unexpected goes to the error handler (500).
    createEnquiry(req, res).catch(next);
  });

  router.use((req, res) => sendJson(req, res, 404, { error: "Not Found" }));

  // Body-parser refusals (malformed JSON 400, over 16 KB 413, bad charset 415) answer JSON like the rest of the API.
  const clientErrors: ErrorRequestHandler = (error, req, res, next) => {
    const status: unknown = error?.status;
    if (typeof status !== "number" || status < 400 || status > 499 || res.headersSent) return next(error);
    sendJson(req, res, status, { error: STATUS_CODES[status] ?? "Bad Request" });
  };
  router.use(clientErrors);
  return router;
}

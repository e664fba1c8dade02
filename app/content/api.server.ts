/**
 * The content API, generated from the contract table over the embedded store: every GET answers
 * `{ "result": ... }` with exactly the contract's fields, as the group's backend does. Served by the
 * resource route app/routes/api.$.ts; paths are matched exactly as the backend spells them (case too).
 */
import { createHash } from "node:crypto";
import type { AppLoadContext } from "@remix-run/node";
import { contract, ENQUIRY_PATH, endpoints, type Endpoint } from "./contract";
import { enquirySchema } from "./enquiry";
import { ContentNotFoundError, ContentRequestError } from "./errors";
import { en } from "~/i18n/dictionaries";

const CACHEABLE = "public, max-age=60, stale-while-revalidate=300";
const JSON_TYPE = "application/json; charset=utf-8";

const byPath = new Map<string, Endpoint>(endpoints.map((e) => [contract[e].path, e]));

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": JSON_TYPE, "Cache-Control": "no-store", ...headers },
  });
}

/** A strong validator of the payload; If-None-Match lists, weak forms and `*` match it as caches send them. */
function cacheable(request: Request, body: unknown): Response {
  const payload = JSON.stringify(body);
  const etag = `"${createHash("sha1").update(payload).digest("base64url")}"`;
  const headers = { ETag: etag, "Cache-Control": CACHEABLE };
  const ifNoneMatch = request.headers.get("if-none-match");
  if (ifNoneMatch && matchesEtag(ifNoneMatch, etag)) return new Response(null, { status: 304, headers });
  return new Response(payload, { status: 200, headers: { ...headers, "Content-Type": JSON_TYPE } });
}

export function matchesEtag(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/** The path as the client sent it (not decoded), without one trailing slash. */
function apiPath(request: Request): string {
  const path = new URL(request.url).pathname;
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

/** Repeated query keys: the first one counts, as the backend reads them. */
function firstValues(url: URL): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of url.searchParams) if (!(key in out)) out[key] = value;
  return out;
}

async function read(request: Request, endpoint: Endpoint, context: AppLoadContext): Promise<Response> {
  const def = contract[endpoint];
  // The source validates too; here the 400 gets its details before any I/O.
  const params = def.query ? def.query.safeParse(firstValues(new URL(request.url))) : null;
  if (params && !params.success) {
    return json(400, { error: "Bad Request", issues: params.error.issues.map((i) => ({ path: i.path, message: i.message })) });
  }
  try {
    const value = await context.services.embedded.get(endpoint, params?.data as never);
    // Strip anything the contract does not name, so the API answers exactly its fields.
    return cacheable(request, { result: def.result.parse(value) });
  } catch (error) {
    if (error instanceof ContentNotFoundError) return json(404, { error: "Not Found", message: error.message });
    if (error instanceof ContentRequestError) return json(400, { error: "Bad Request", message: error.message });
    context.log.error({ err: error, status: 500, endpoint }, "api error");
    return json(500, { error: "Internal Server Error" });
  }
}

/** Only accepted enquiries count toward the client's allowance (shared with the contact page). */
async function createEnquiry(request: Request, context: AppLoadContext): Promise<Response> {
  let body: unknown;
  try {
    const text = await request.text();
    body = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    return json(400, { error: "Bad Request" });
  }
  const parsed = enquirySchema.safeParse(body);
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "form");
      const key = issue.message as keyof typeof en.contact.errors;
      (fieldErrors[field] ??= []).push(en.contact.errors[key] ?? issue.message);
    }
    return json(400, { error: "Bad Request", fieldErrors });
  }
  const reservation = await context.enquiries.reserve(context.clientKey);
  if (!reservation.granted) {
    return json(
      429,
      { error: "Too Many Requests", message: en.contact.tooManyRequests },
      { "Retry-After": String(reservation.retryAfterSeconds) },
    );
  }
  try {
    await context.services.embedded.createEnquiry(parsed.data);
  } catch (error) {
    await context.enquiries.release(context.clientKey);
    context.log.error({ err: error, status: 503 }, "enquiry not stored");
    return json(503, { error: "Service Unavailable" });
  }
  return json(201, { result: { status: "created" } });
}

export async function handleApiRequest(request: Request, context: AppLoadContext): Promise<Response> {
  const path = apiPath(request);
  const method = request.method === "HEAD" ? "GET" : request.method;
  if (method === "POST" && path === ENQUIRY_PATH) return createEnquiry(request, context);
  const endpoint = byPath.get(path);
  if (!endpoint) return json(404, { error: "Not Found" });
  const def = contract[endpoint];
  if (method === "GET" || (method === "POST" && "alsoPost" in def && def.alsoPost)) return read(request, endpoint, context);
  return json(405, { error: "Method Not Allowed" }, { Allow: "alsoPost" in def && def.alsoPost ? "GET, HEAD, POST" : "GET, HEAD" });
}

/**
 * The upstream content source: the same contract read over HTTP from the
 * group's backend (CONTENT_API_URL). Every failure (refused, timeout, status,
 * invalid JSON, wrong shape, a body over the cap) rejects with an Error whose
 * message the page shows in that section's error view, without the backend's
 * address; the full message stays on the error (`detail`) for the log.
 */
import type * as z from "zod";
import { contract, ENQUIRY_PATH, type Endpoint, type ParamsOf, type ResultOf } from "./contract";
import { ContentNotFoundError, ContentRequestError, errorMessage } from "./errors";
import type { Enquiry } from "./enquiry";
import type { CallOptions, ContentSource } from "./source";
import { collapseDuplicatedHosts } from "./hosts";
import { lenient } from "./lenient";
import { redactAddresses } from "./redact-address";

export interface UpstreamOptions {
  /** May carry a path prefix (`http://host/backend`): calls go to `http://host/backend/api/...`. */
  baseUrl: string;
  /** The most one call may take; a request's deadline (CallOptions) may leave it less. */
  timeoutMs?: number;
  /** Bodies longer than this are refused while they stream, never buffered whole. */
  maxBodyBytes?: number;
  fetch?: typeof fetch;
}

export const DEFAULT_UPSTREAM_TIMEOUT_MS = 5000;
export const DEFAULT_UPSTREAM_MAX_BYTES = 4 * 1024 * 1024;

/** A failed call to the backend: `message` is fit for a page, `detail` (with addresses) for the log. */
export class UpstreamError extends Error {
  readonly detail: string;
  constructor(detail: string, options?: ErrorOptions) {
    super(redactAddresses(detail), options);
    this.name = "UpstreamError";
    this.detail = detail;
  }
}

export function createUpstreamSource({
  baseUrl,
  timeoutMs = DEFAULT_UPSTREAM_TIMEOUT_MS,
  maxBodyBytes = DEFAULT_UPSTREAM_MAX_BYTES,
  fetch: fetchImpl = fetch,
}: UpstreamOptions): ContentSource {
  // new URL("/api/x", "http://host/backend") would drop "/backend": join as text instead.
  const base = baseUrl.replace(/\/+$/, "");
  const timeoutError = () => new UpstreamError(`timeout of ${timeoutMs}ms exceeded`);
  const lenientResults = new Map<Endpoint, z.ZodType>();
  const resultSchema = (endpoint: Endpoint) => {
    let schema = lenientResults.get(endpoint);
    if (!schema) lenientResults.set(endpoint, (schema = lenient(contract[endpoint].result)));
    return schema;
  };

  function transportError(error: unknown): Error {
    if (error instanceof UpstreamError) return error;
    if (error instanceof DOMException && error.name === "TimeoutError") return timeoutError();
    // Node's fetch hides the reason ("fetch failed", "terminated") in `cause`: surface it.
    const cause = error instanceof Error && error.cause ? `: ${errorMessage(error.cause)}` : "";
    return new UpstreamError(`${errorMessage(error)}${cause}`, { cause: error });
  }

  /** The call's signal: the shorter of the client's timeout and what is left of the request's budget. */
  function callSignal(options: CallOptions | undefined): AbortSignal {
    const left = options?.deadline === undefined ? timeoutMs : Math.min(timeoutMs, options.deadline - Date.now());
    // A spent budget fails at once, as the timeout it is, instead of opening a connection.
    if (left <= 0) throw timeoutError();
    return AbortSignal.timeout(left);
  }

  async function request(path: string, init: RequestInit, options: CallOptions | undefined): Promise<Response> {
    try {
      return await fetchImpl(`${base}${path}`, { ...init, signal: callSignal(options) });
    } catch (error) {
      throw transportError(error);
    }
  }

  /**
   * The body, refused past the cap as it streams (a declared Content-Length over it is refused before
   * reading). The call's signal also covers the body: a backend that sends headers and then stalls, or
   * drops the connection mid-body, is a transport failure, not "Invalid JSON".
   */
  async function readText(response: Response, path: string): Promise<string> {
    const tooLarge = () => new UpstreamError(`Response from ${path} exceeds ${maxBodyBytes} bytes`);
    const declared = Number(response.headers.get("content-length"));
    if (declared > maxBodyBytes) {
      await response.body?.cancel().catch(() => {});
      throw tooLarge();
    }
    if (!response.body) return "";
    const reader = response.body.getReader();
    const chunks: Uint8Array[] = [];
    let bytes = 0;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        bytes += value.byteLength;
        if (bytes > maxBodyBytes) {
          await reader.cancel().catch(() => {});
          throw tooLarge();
        }
        chunks.push(value);
      }
    } catch (error) {
      throw transportError(error);
    }
    return Buffer.concat(chunks, bytes).toString("utf8");
  }

  async function readJson(response: Response, path: string): Promise<unknown> {
    const text = await readText(response, path);
    try {
      return JSON.parse(text);
    } catch {
      throw new UpstreamError(`Invalid JSON from ${path}`);
    }
  }

  return {
    kind: "upstream",
    async get<E extends Endpoint>(endpoint: E, params?: ParamsOf<E>, options?: CallOptions): Promise<ResultOf<E>> {
      const def = contract[endpoint];
      const query = new URLSearchParams();
      if (def.query) {
        // Validated here as in the embedded source, so a malformed id is a ContentRequestError
        // (the page's 404) in both modes, not an upstream 400 shown as a server error.
        const parsed = def.query.safeParse(params ?? {});
        if (!parsed.success) throw new ContentRequestError(`Invalid query for ${def.path}`, parsed.error.issues);
        for (const [key, value] of Object.entries(parsed.data)) query.set(key, String(value));
      }
      const path = query.size ? `${def.path}?${query}` : def.path;
      const response = await request(path, { headers: { accept: "application/json" } }, options);
      if (!response.ok) {
        // Release the connection now rather than when the unread body is garbage-collected.
        await response.body?.cancel().catch(() => {});
        if (response.status === 404) throw new ContentNotFoundError(`Request failed with status code 404`);
        throw new UpstreamError(`Request failed with status code ${response.status}`);
      }
      const body = await readJson(response, def.path);
      if (typeof body !== "object" || body === null || !("result" in body)) {
        throw new UpstreamError(`Unexpected response from ${def.path}: no result field`);
      }
      const parsed = resultSchema(endpoint).safeParse(collapseDuplicatedHosts(body.result));
      if (!parsed.success) {
        const first = parsed.error.issues[0];
        throw new UpstreamError(
          `Unexpected response from ${def.path}: ${first?.path.join(".") || "result"} ${first?.message ?? ""}`.trim(),
        );
      }
      return parsed.data as ResultOf<E>;
    },
    async createEnquiry(enquiry: Enquiry, options?: CallOptions): Promise<void> {
      const response = await request(
        ENQUIRY_PATH,
        {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify(enquiry),
        },
        options,
      );
      // Only the success status is read (SPEC section 7).
      await response.body?.cancel().catch(() => {});
      if (!response.ok) throw new UpstreamError(`Request failed with status code ${response.status}`);
    },
  };
}

/**
 * The upstream content source: the same contract read over HTTP from the
 * group's backend (CONTENT_API_URL). Every failure (refused, timeout, status,
 * invalid JSON, wrong shape) rejects with an Error whose message the page
 * shows in that section's error view.
 */
import type * as z from "zod";
import { contract, ENQUIRY_PATH, type Endpoint, type ParamsOf, type ResultOf } from "./contract";
import { ContentNotFoundError, ContentRequestError, errorMessage } from "./errors";
import type { Enquiry } from "./enquiry";
import type { ContentSource } from "./source";
import { collapseDuplicatedHosts } from "./hosts";
import { lenient } from "./lenient";

export interface UpstreamOptions {
  baseUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export const DEFAULT_UPSTREAM_TIMEOUT_MS = 5000;

export function createUpstreamSource({
  baseUrl,
  timeoutMs = DEFAULT_UPSTREAM_TIMEOUT_MS,
  fetch: fetchImpl = fetch,
}: UpstreamOptions): ContentSource {
  const lenientResults = new Map<Endpoint, z.ZodType>();
  const resultSchema = (endpoint: Endpoint) => {
    let schema = lenientResults.get(endpoint);
    if (!schema) lenientResults.set(endpoint, (schema = lenient(contract[endpoint].result)));
    return schema;
  };

  function transportError(error: unknown): Error {
    if (error instanceof DOMException && error.name === "TimeoutError") {
      return new Error(`timeout of ${timeoutMs}ms exceeded`);
    }
    // Node's fetch hides the reason ("fetch failed", "terminated") in `cause`: surface it.
    const cause = error instanceof Error && error.cause ? `: ${errorMessage(error.cause)}` : "";
    return new Error(`${errorMessage(error)}${cause}`);
  }

  async function request(path: string, init: RequestInit = {}): Promise<Response> {
    const url = new URL(path, baseUrl);
    try {
      return await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw transportError(error);
    }
  }

  /**
   * The timeout also covers the body: a backend that sends headers and then
   * stalls, or drops the connection mid-body, is a transport failure, not
   * "Invalid JSON".
   */
  async function readJson(response: Response, path: string): Promise<unknown> {
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw transportError(error);
    }
    try {
      return JSON.parse(text);
    } catch {
      throw new Error(`Invalid JSON from ${path}`);
    }
  }

  return {
    kind: "upstream",
    async get<E extends Endpoint>(endpoint: E, params?: ParamsOf<E>): Promise<ResultOf<E>> {
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
      const response = await request(path, { headers: { accept: "application/json" } });
      if (!response.ok) {
        // Release the connection now rather than when the unread body is garbage-collected.
        await response.body?.cancel().catch(() => {});
        if (response.status === 404) throw new ContentNotFoundError(`Request failed with status code 404`);
        throw new Error(`Request failed with status code ${response.status}`);
      }
      const body = await readJson(response, def.path);
      if (typeof body !== "object" || body === null || !("result" in body)) {
        throw new Error(`Unexpected response from ${def.path}: no result field`);
      }
      const parsed = resultSchema(endpoint).safeParse(collapseDuplicatedHosts(body.result));
      if (!parsed.success) {
        const first = parsed.error.issues[0];
        throw new Error(`Unexpected response from ${def.path}: ${first?.path.join(".") || "result"} ${first?.message ?? ""}`.trim());
      }
      return parsed.data as ResultOf<E>;
    },
    async createEnquiry(enquiry: Enquiry): Promise<void> {
      const response = await request(ENQUIRY_PATH, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(enquiry),
      });
      // Only the success status is read (SPEC section 7).
      await response.body?.cancel().catch(() => {});
      if (!response.ok) throw new Error(`Request failed with status code ${response.status}`);
    },
  };
}

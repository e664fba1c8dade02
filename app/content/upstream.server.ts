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

  async function request(path: string, init: RequestInit = {}): Promise<Response> {
    const url = new URL(path, baseUrl);
    try {
      return await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      if (error instanceof DOMException && error.name === "TimeoutError") {
        throw new Error(`timeout of ${timeoutMs}ms exceeded`);
      }
      // Node's fetch hides the reason ("fetch failed") in `cause`: surface it.
      const cause = error instanceof Error && error.cause ? `: ${errorMessage(error.cause)}` : "";
      throw new Error(`${errorMessage(error)}${cause}`);
    }
  }

  return {
    kind: "upstream",
    async get<E extends Endpoint>(endpoint: E, params?: ParamsOf<E>): Promise<ResultOf<E>> {
      const def = contract[endpoint];
      // Malformed ids and keys never leave the site: the page answers 404 like the embedded source does.
      const checked = def.query ? def.query.safeParse(params ?? {}) : null;
      if (checked && !checked.success) throw new ContentRequestError(`Invalid query for ${def.path}`);
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(checked?.data ?? {})) query.set(key, String(value));
      const path = query.size ? `${def.path}?${query}` : def.path;
      const response = await request(path, { headers: { accept: "application/json" } });
      if (response.status === 404) throw new ContentNotFoundError(`Request failed with status code 404`);
      if (!response.ok) throw new Error(`Request failed with status code ${response.status}`);
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        throw new Error(`Invalid JSON from ${def.path}`);
      }
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
      await response.body?.cancel();
      if (!response.ok) throw new Error(`Request failed with status code ${response.status}`);
    },
  };
}

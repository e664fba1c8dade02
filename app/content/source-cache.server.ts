/**
 * The content cache at the source boundary (docs/CONTENT.md "Freshness"): every read of either source goes
 * through cachified over one LRU bounded by bytes. Fresh for its endpoint's time, then served stale while one
 * background call refreshes it; when the source fails, the last good content is served (stale-if-error) and
 * the failure is logged once per key, with an info line when the key recovers. Concurrent reads of a key
 * share one call. Enquiries, searches (keyed by the visitor's text) and "not found" answers are never stored.
 */
import { cachified, type Cache, type CacheEntry } from "@epic-web/cachified";
import { LRUCache } from "lru-cache";
import type { Logger } from "pino";
import { contract, idQuery, searchQuery, type Endpoint } from "./contract";
import { isContentNotFound, isContentRequestError } from "./errors";
import type { CallOptions, ContentSource } from "./source";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export type Family = "sections" | "lists" | "details" | "search";

/** How long each family's content is fresh, then how long it may be served stale while it refreshes. */
export const FRESHNESS: Record<Family, { ttl: number; swr: number } | null> = {
  /** Page sections, navigation, titles, social links: edited rarely. */
  sections: { ttl: 10 * MINUTE, swr: 24 * HOUR },
  /** News, blogs, projects and the home page's latest items: where new content appears. */
  lists: { ttl: 1 * MINUTE, swr: 1 * HOUR },
  /** One article, project or sustainability project by id. */
  details: { ttl: 5 * MINUTE, swr: 1 * HOUR },
  /** Keyed by the visitor's text: storing it would let arbitrary input evict the site's content. */
  search: null,
};

/** By the contract alone, so a new endpoint needs no entry here: its query, or its `list` mark. */
export function familyOf(endpoint: Endpoint): Family {
  const def = contract[endpoint];
  if (def.query === searchQuery) return "search";
  if (def.query === idQuery) return "details";
  return "list" in def && def.list ? "lists" : "sections";
}

export interface SourceCacheOptions {
  maxBytes: number;
  /** Long-lived: the cache outlives requests, so its warnings carry no request id. */
  log: Logger;
  /** For tests: the table above. */
  freshness?: Partial<typeof FRESHNESS>;
}

export interface CachedSource extends ContentSource {
  /** Forgets everything (tests, or an operator after a bulk edit). */
  clear(): void;
  /** What the cache holds, for tests and benchmarks. */
  stats(): { entries: number; bytes: number };
}

/** The key: endpoint and its parameters as the contract parses them ("7" and 7 are one key); null if invalid. */
function cacheKey(endpoint: Endpoint, params: unknown): string | null {
  const { query } = contract[endpoint];
  if (!query) return endpoint;
  const parsed = query.safeParse(params ?? {});
  if (!parsed.success) return null;
  const entries = Object.entries(parsed.data).sort(([a], [b]) => a.localeCompare(b));
  return `${endpoint}?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)]))}`;
}

/** The visitor's own miss (unknown or malformed id): never stored, never served from an older copy. */
const isVisitorMiss = (error: unknown) => isContentNotFound(error) || isContentRequestError(error);

export function cachedSource(source: ContentSource, options: SourceCacheOptions): CachedSource {
  const freshness = { ...FRESHNESS, ...options.freshness };
  const { log } = options;
  /** Keys whose last refresh failed while a copy was held: warned once, until they recover or are evicted. */
  const failing = new Set<string>();
  const lru = new LRUCache<string, CacheEntry>({
    maxSize: options.maxBytes,
    sizeCalculation: (entry) => Math.max(1, JSON.stringify(entry.value).length),
    dispose: (_entry, key) => failing.delete(key),
  });
  const cache: Cache = {
    name: "content",
    get: (key) => lru.get(key),
    set: (key, entry) => lru.set(key, entry),
    delete: (key) => lru.delete(key),
  };

  function failed(key: string, endpoint: Endpoint, error: unknown) {
    if (failing.has(key) || !lru.has(key)) return;
    failing.add(key);
    log.warn({ err: error, endpoint, key, content: source.kind }, "content source failed; serving the last good copy");
  }

  function succeeded(key: string, endpoint: Endpoint) {
    if (!failing.delete(key)) return;
    log.info({ endpoint, key, content: source.kind }, "content source recovered");
  }

  return {
    kind: source.kind,
    async get(endpoint, params, callOptions?: CallOptions) {
      const policy = freshness[familyOf(endpoint)];
      const key = cacheKey(endpoint, params);
      if (!policy || key === null) return source.get(endpoint, params, callOptions);
      try {
        return await cachified({
          key,
          cache,
          ttl: policy.ttl,
          swr: policy.swr,
          async getFreshValue({ background }) {
            try {
              // A background refresh outlives the request that started it: give it the full timeout.
              const value = await source.get(endpoint, params, background ? undefined : callOptions);
              succeeded(key, endpoint);
              return value;
            } catch (error) {
              // A removed item must not come back from an older copy.
              if (isVisitorMiss(error)) lru.delete(key);
              else failed(key, endpoint, error);
              throw error;
            }
          },
        });
      } catch (error) {
        // Past its stale-while-revalidate window the copy is still the best answer while the source fails.
        const held = isVisitorMiss(error) ? undefined : lru.get(key);
        if (held) return held.value as Awaited<ReturnType<typeof source.get<typeof endpoint>>>;
        throw error;
      }
    },
    createEnquiry: (enquiry, callOptions) => source.createEnquiry(enquiry, callOptions),
    clear() {
      lru.clear();
      failing.clear();
    },
    stats: () => ({ entries: lru.size, bytes: lru.calculatedSize }),
  };
}

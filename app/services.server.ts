/**
 * The app's long-lived services (the store, the content sources, the enquiry allowance) and the load
 * context every loader and action receives. server.ts reaches this module only through the Remix build
 * (app/entry.server.tsx re-exports it), so each app module exists once at run time: one store, one cache,
 * and `instanceof` works across the server/app line (docs/decisions/006-server-loads-app-through-build.md).
 */
import type { AppLoadContext } from "@remix-run/node";
import type { Logger } from "pino";
import type { Store as RateLimitStore } from "express-rate-limit";
import type { documentBytes } from "./utils/document-body";
import { migrateToLatest, openConfiguredStore, withSetupLock } from "../db/connection";
import { PostgresRateLimitStore } from "../db/rate-limits";
import { createEmbeddedSource } from "./content/embedded.server";
import { seedIfEmpty } from "./content/embedded/seed";
import { loadSeedContent } from "./content/embedded/seed-files";
import { memoryEnquiryAllowance, storeEnquiryAllowance } from "./content/enquiry-allowance.server";
import { localisedSource } from "./content/localised.server";
import { sanitizedSource } from "./content/sanitize.server";
import { loggedSource } from "./content/logged-source.server";
import type { ContentSource } from "./content/source";
import { cachedSource, type CachedSource } from "./content/source-cache.server";
import { createUpstreamSource } from "./content/upstream.server";
import { startMailOutbox, type MailConfig } from "./mail/smtp.server";
import type { EnquiryAllowance, PublicConfig } from "./load-context";
import type { Lang } from "./i18n/config";

/** What the services need from the validated environment (server/env.ts). */
export interface ServicesConfig {
  databasePath: string;
  /** PostgreSQL (postgres://…) instead of the SQLite file: several instances share it (decision 021). */
  databaseUrl?: string;
  /** The group's backend; without it the site reads the embedded store. */
  contentApiUrl?: string;
  /** One request's budget for all its backend calls; also the most one call may take. */
  contentApiTimeoutMs: number;
  /** Larger backend bodies are refused as they stream. */
  contentApiMaxBytes: number;
  /** The content cache's bound (docs/CONTENT.md "Freshness"); 0 turns the cache off. */
  contentCacheBytes: number;
  /** Accepted enquiries per client per minute. */
  contactRateLimit: number;
  siteUrl: string;
  careersUrl: string;
  sessionSecret: string;
  /** Enquiries mailed to a person through a durable outbox (docs/decisions/020-enquiry-mail-outbox.md). */
  mail?: MailConfig;
}

export interface Services {
  /** Where pages read their content: the embedded store or the group's backend, through the content cache. */
  readonly content: ContentSource;
  /** The content cache, when on (`clear()` forgets it, `stats()` measures it). */
  readonly contentCache?: CachedSource;
  /** Each request's budget for all its content calls (ms); without it each call has only its own timeout. */
  readonly contentBudgetMs?: number;
  /** The embedded store's source, which /api serves whatever the pages read. */
  readonly embedded: ContentSource;
  readonly enquiries: EnquiryAllowance;
  /** The per-client POST ceiling's counts, shared by every instance on the store; none: each process counts. */
  readonly postRateLimits?: RateLimitStore;
  readonly config: PublicConfig;
  readonly sessionSecret: string;
  /** True while the store answers. */
  health(): Promise<boolean>;
  /** Waits for pending writes, then closes the store. */
  close(): Promise<void>;
}

const MINUTE = 60_000;

export async function startServices(config: ServicesConfig, log: Logger): Promise<Services> {
  const store = openConfiguredStore(config, {
    onWriterCrash: (err) => log.error({ err }, "the store's writer crashed; its pending writes were refused"),
  });
  const where = config.databaseUrl ? { store: "postgresql" } : { path: config.databasePath };
  // Instances starting at once on one PostgreSQL take turns: the first migrates and seeds, the rest find it done.
  await withSetupLock(store, async () => {
    await migrateToLatest(store);
    const started = performance.now();
    if (await seedIfEmpty(store, () => loadSeedContent())) {
      log.info({ ...where, ms: Math.round(performance.now() - started) }, "store seeded");
    }
  });
  // Counted on the write pool: a flood of posts must not queue in front of page reads and /healthz.
  const shared = store.dialect === "postgres" ? store.writes : undefined;
  const postRateLimits = shared ? new PostgresRateLimitStore(shared, "post:", MINUTE) : undefined;
  const enquiryLimits = shared ? new PostgresRateLimitStore(shared, "enquiry:", MINUTE) : undefined;
  const mailOutbox = config.mail ? startMailOutbox(store, config.mail, new URL(config.siteUrl).hostname, log) : undefined;
  const embedded = createEmbeddedSource(store, { mailOutbox });
  const source = sanitizedSource(
    config.contentApiUrl
      ? createUpstreamSource({
          baseUrl: config.contentApiUrl,
          timeoutMs: config.contentApiTimeoutMs,
          maxBodyBytes: config.contentApiMaxBytes,
        })
      : embedded,
  );
  const contentCache =
    config.contentCacheBytes > 0 ? cachedSource(source, { maxBytes: config.contentCacheBytes, log }) : undefined;
  return {
    content: contentCache ?? source,
    contentCache,
    contentBudgetMs: config.contentApiTimeoutMs,
    embedded,
    enquiries: enquiryLimits
      ? storeEnquiryAllowance(enquiryLimits, config.contactRateLimit, MINUTE)
      : memoryEnquiryAllowance(config.contactRateLimit, MINUTE),
    postRateLimits,
    config: {
      siteUrl: config.siteUrl,
      careersUrl: config.careersUrl,
      imageOrigins: config.contentApiUrl ? [new URL(config.contentApiUrl).origin] : [],
    },
    sessionSecret: config.sessionSecret,
    health: () => store.ping(),
    async close() {
      // The sender first: its pass under way records its outcome through the writer before it closes.
      await mailOutbox?.close();
      postRateLimits?.shutdown();
      enquiryLimits?.shutdown();
      await store.close();
    },
  };
}

/** What the HTTP server knows of one request. */
export interface RequestScope {
  /** Bound to the request: its id and path are on every line. */
  log: Logger;
  /** The client as the rate limits count it. */
  clientKey: string;
  /** The request's path: a page under /ar or /en reads its content in that language only. */
  path: string;
}

const PAGE_LANG = /^\/(ar|en)(?:\/|$)/;

export function createLoadContext(services: Services, scope: RequestScope): AppLoadContext {
  const contentHealth = { failed: false };
  // One deadline for every content call of this request: loaders, action and the revalidation after it.
  const content = loggedSource(
    services.content,
    scope.log,
    services.contentBudgetMs === undefined ? undefined : Date.now() + services.contentBudgetMs,
    () => (contentHealth.failed = true),
  );
  const lang = PAGE_LANG.exec(scope.path)?.[1] as Lang | undefined;
  return {
    content: lang ? localisedSource(content, lang, { shared: services.contentCache !== undefined }) : content,
    contentHealth,
    services,
    log: scope.log,
    clientKey: scope.clientKey,
    enquiries: services.enquiries,
    config: services.config,
    sessionSecret: services.sessionSecret,
    serverMarkup: {},
  };
}

/** The part of the build's server entry that server.ts uses (app/entry.server.tsx re-exports it). */
export interface AppServerEntry {
  startServices: typeof startServices;
  createLoadContext: typeof createLoadContext;
  documentBytes: typeof documentBytes;
}

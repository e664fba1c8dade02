/**
 * Entry point: validates the environment, loads the app from the Remix build, starts its services,
 * serves the site and its /api, and shuts down gracefully on SIGTERM/SIGINT. App code is reached only
 * through the build (docs/decisions/006-server-loads-app-through-build.md): this file and server/ import
 * nothing from app/ but types.
 */
import { watch } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { broadcastDevReady, type ServerBuild } from "@remix-run/node";
import type { AppServerEntry, ServicesConfig } from "./app/services.server";
import { createApp, type LoadedApp } from "./server/app";
import { loadEnv, type Env } from "./server/env";
import { log } from "./server/log";

let env: Env;
try {
  env = loadEnv();
} catch (error) {
  log.fatal(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

const servicesConfig: ServicesConfig = {
  databasePath: env.DATABASE_PATH,
  databaseUrl: env.DATABASE_URL,
  contentApiUrl: env.CONTENT_API_URL,
  contentApiTimeoutMs: env.CONTENT_API_TIMEOUT_MS,
  contentApiMaxBytes: env.CONTENT_API_MAX_BYTES,
  contentCacheBytes: env.CONTENT_CACHE === "off" ? 0 : Math.round(env.CONTENT_CACHE_MB * 1024 * 1024),
  contactRateLimit: env.CONTACT_RATE_LIMIT,
  siteUrl: env.SITE_URL,
  careersUrl: env.CAREERS_URL,
  sessionSecret: env.SESSION_SECRET,
  mail:
    env.SMTP_URL && env.ENQUIRY_EMAIL_TO
      ? {
          smtpUrl: env.SMTP_URL,
          to: env.ENQUIRY_EMAIL_TO,
          from: env.ENQUIRY_EMAIL_FROM ?? env.ENQUIRY_EMAIL_TO,
          retryCapMs: env.MAIL_RETRY_CAP_SECONDS * 1000,
        }
      : undefined,
};

const BUILD_PATH = resolve("build/index.js");

/** Imports the Remix build (afresh: a query string defeats the module cache) and starts its services. */
async function loadApp(): Promise<LoadedApp> {
  const build = (await import(`${pathToFileURL(BUILD_PATH).href}?t=${Date.now()}`)) as ServerBuild;
  const entry = build.entry.module as unknown as AppServerEntry;
  const services = await entry.startServices(servicesConfig, log);
  return { build, entry, services };
}

let current = await loadApp();

const underRemixDev = env.NODE_ENV === "development" && Boolean(process.env.REMIX_DEV_ORIGIN);
if (underRemixDev) {
  // `remix dev` rebuilds into build/: load the new build with services of its own, close the old ones,
  // then tell `remix dev` the app is ready so it pushes the update to the browser (HMR, or a reload).
  let timer: NodeJS.Timeout | undefined;
  let reloading = Promise.resolve();
  watch(resolve("build"), () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      reloading = reloading.then(async () => {
        const previous = current;
        try {
          current = await loadApp();
        } catch (error) {
          log.error({ err: error }, "could not load the new build; still serving the previous one");
          return;
        }
        await previous.services.close();
        broadcastDevReady(current.build);
      });
    }, 50);
  });
}

const app = createApp({ env, log, app: () => current });
const server = app.listen(env.PORT, env.HOST, () => {
  log.info({ url: `http://localhost:${env.PORT}/ar/home`, content: current.services.content.kind }, "listening");
  if (underRemixDev) broadcastDevReady(current.build);
});
server.keepAliveTimeout = 65_000;

let shuttingDown = false;
function shutdown(signal: string): void {
  if (shuttingDown) return;
  shuttingDown = true;
  log.info({ signal }, "shutting down");
  // Stop accepting, let in-flight requests finish, then close the services (pending writes first).
  server.close(async () => {
    await current.services.close();
    log.info("stopped");
    process.exit(0);
  });
  server.closeIdleConnections();
  setTimeout(() => {
    log.error("forced exit after 10 s");
    process.exit(1);
  }, 10_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));

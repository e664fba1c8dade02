/**
 * Entry point: validates the environment, prepares the content store, serves
 * the site and its /api, and shuts down gracefully on SIGTERM/SIGINT.
 */
import { watch } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { broadcastDevReady, type ServerBuild } from "@remix-run/node";
import { createEmbeddedSource } from "./app/content/embedded.server";
import { createUpstreamSource } from "./app/content/upstream.server";
import { createApp } from "./server/app";
import { loadEnv, type Env } from "./server/env";
import { log } from "./server/log";
import { prepareStore } from "./server/store";

let env: Env;
try {
  env = loadEnv();
} catch (error) {
  log.fatal(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

const BUILD_PATH = resolve("build/index.js");
const importBuild = async (): Promise<ServerBuild> =>
  (await import(`${pathToFileURL(BUILD_PATH).href}?t=${Date.now()}`)) as ServerBuild;

let build = await importBuild();
const underRemixDev = env.NODE_ENV === "development" && Boolean(process.env.REMIX_DEV_ORIGIN);
if (underRemixDev) {
  // The dev server rebuilds into build/: reload it and tell `remix dev` to refresh the browser.
  let timer: NodeJS.Timeout | undefined;
  watch(resolve("build"), () => {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      build = await importBuild();
      broadcastDevReady(build);
    }, 50);
  });
}

const store = await prepareStore(env.DATABASE_PATH);
const embedded = createEmbeddedSource(store);
const content = env.CONTENT_API_URL
  ? createUpstreamSource({ baseUrl: env.CONTENT_API_URL, timeoutMs: env.CONTENT_API_TIMEOUT_MS })
  : embedded;

const app = createApp({ env, store, content, embedded, build: () => build, log });
const server = app.listen(env.PORT, env.HOST, () => {
  log.info({ url: `http://localhost:${env.PORT}/ar/home`, content: content.kind }, "listening");
  if (underRemixDev) broadcastDevReady(build);
});
server.keepAliveTimeout = 65_000;

let shuttingDown = false;
function shutdown(signal: string): void {
  if (shuttingDown) return;
  shuttingDown = true;
  log.info({ signal }, "shutting down");
  // Stop accepting, let in-flight requests finish, then close the store.
  server.close(async () => {
    await store.close();
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

// `npm run bench:upstream`: the site in upstream mode when the group's backend misbehaves.
// An origin instance serves its embedded content API (/api); a switchable proxy puts it under a path prefix
// (the backend); the site under test reads CONTENT_API_URL=<proxy>/backend. Then:
//   1. warms 6 pages (3 paths × 2 languages), switches the backend off, and checks those pages still render
//      whole (no section error) and a cold page shows its section error without an internal address;
//   2. switches it on, answers one endpoint with a 60 MB body, loads its page, and reports RSS;
//   3. sends BENCH_SECONDS (60) of requests with unique query strings and search keys, and reports RSS.
// Results go to the console and bench/upstream.json. Ports: BENCH_PORT (origin), +1 (backend), +2 (site).
import { execSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { startProductionServer } from "./lib/prod-server.mjs";
import { startSwitchableUpstream } from "./lib/switchable-upstream.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3430);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const PREFIX = process.env.BENCH_PREFIX ?? "/backend";
const BODY_MB = 60;
const RSS_LIMIT_MB = 350;
const CONCURRENCY = 8;
const WARM = ["home", "about/history", "news"].flatMap((path) => ["ar", "en"].map((lang) => `/${lang}/${path}`));
const COLD = "/ar/about/awards";
const OVERSIZED = { endpoint: "/api/Blogs/GetAll", page: "/en/blogs" };
/** An IPv4 address, "localhost" or any host with a port: what must not reach a page from a transport error. */
const ADDRESS = /\b(?:\d{1,3}\.){3}\d{1,3}\b|\blocalhost\b|\[[0-9a-f:]+\]|ECONNREFUSED \S/i;

if (!existsSync("build/index.js")) execSync("npm run build", { stdio: "inherit" });

const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Math.round(Number(line[1]) / 1024) : NaN;
};
const errorMessages = (html) =>
  [...html.matchAll(/class="error-view-message"[^>]*>([^<]*)</g)].map((m) => m[1]);
const hasSectionError = (html) => html.includes('class="error-view"');

const origin = await startProductionServer({ port: PORT });
const backend = await startSwitchableUpstream({ port: PORT + 1, target: origin.base, prefix: PREFIX });
const site = await startProductionServer({
  port: PORT + 2,
  // No page cache: the content cache alone must carry the pages through the outage. The default budget (5 s):
  // a freshly started origin on a busy machine takes 1–2 s over its first calls.
  env: { CONTENT_API_URL: backend.url, HTML_CACHE_SECONDS: "0" },
});
const get = async (path) => {
  const res = await fetch(`${site.base}${path}`);
  return { status: res.status, html: await res.text() };
};
const results = { prefix: PREFIX, outage: {}, oversized: {}, uniqueQueries: {} };

try {
  // 1. The outage.
  // Backend calls per page view: cold is what every view cost before the content cache; warm is a view within
  // the freshness of what the cold one read.
  const warmed = [];
  for (const path of WARM) {
    const calls = backend.stats.requests;
    const { status, html } = await get(path);
    warmed.push({ path, status, whole: !hasSectionError(html), coldCalls: backend.stats.requests - calls });
  }
  for (const page of warmed) {
    const calls = backend.stats.requests;
    await get(page.path);
    page.warmCalls = backend.stats.requests - calls;
  }
  await backend.off();
  const duringOutage = [];
  for (const path of WARM) {
    const { status, html } = await get(path);
    duringOutage.push({ path, status, whole: !hasSectionError(html) });
  }
  const cold = await get(COLD);
  const coldMessages = errorMessages(cold.html);
  results.outage = {
    warmed,
    duringOutage,
    cold: {
      path: COLD,
      status: cold.status,
      sectionErrors: coldMessages.length,
      messages: [...new Set(coldMessages)],
      internalAddressShown: coldMessages.some((m) => ADDRESS.test(m)) || cold.html.includes(`:${PORT + 1}`),
    },
  };
  results.outage.ok =
    warmed.every((p) => p.whole) &&
    duringOutage.every((p) => p.status === 200 && p.whole) &&
    coldMessages.length > 0 &&
    !results.outage.cold.internalAddressShown;
  await backend.on();

  // 2. One oversized body.
  const before = rssMb(site.pid);
  backend.oversize(OVERSIZED.endpoint, BODY_MB * 1024 * 1024);
  const started = performance.now();
  const big = await get(OVERSIZED.page);
  results.oversized = {
    page: OVERSIZED.page,
    bodyMb: BODY_MB,
    status: big.status,
    messages: [...new Set(errorMessages(big.html))],
    ms: Math.round(performance.now() - started),
    backendMbSent: Math.round(backend.stats.oversizedBytesSent / 1024 / 1024),
    rssBeforeMb: before,
    rssAfterMb: rssMb(site.pid),
  };
  results.oversized.ok = results.oversized.rssAfterMb < RSS_LIMIT_MB;

  // 3. Unique query strings.
  const paths = [(i) => `/ar/home?u=${i}`, (i) => `/en/news?u=${i}`, (i) => `/ar/search/bench-${i}`];
  let sent = 0;
  let failed = 0;
  let peak = rssMb(site.pid);
  const end = Date.now() + SECONDS * 1000;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(site.pid))), 250);
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < end) {
        const i = sent++;
        const res = await fetch(`${site.base}${paths[i % paths.length](i)}`).catch(() => null);
        if (!res || res.status >= 500) failed += 1;
        await res?.arrayBuffer();
      }
    }),
  );
  clearInterval(sampler);
  results.uniqueQueries = { seconds: SECONDS, requests: sent, failed, rssPeakMb: peak, rssAfterMb: rssMb(site.pid) };
  results.uniqueQueries.ok = peak < RSS_LIMIT_MB;
} finally {
  await site.stop();
  await backend.stop();
  await origin.stop();
}

console.log(JSON.stringify(results, null, 2));
const sum = (key) => results.outage.warmed.reduce((total, page) => total + page[key], 0);
console.log(
  `backend calls per view: ${(sum("coldCalls") / WARM.length).toFixed(1)} cold, ${(sum("warmCalls") / WARM.length).toFixed(1)} warm; ` +
    `outage: ${results.outage.ok ? "ok" : "FAILED"}; ${BODY_MB} MB body: RSS ${results.oversized.rssBeforeMb} → ` +
    `${results.oversized.rssAfterMb} MB; ${SECONDS} s unique queries: peak RSS ${results.uniqueQueries.rssPeakMb} MB ` +
    `(limit ${RSS_LIMIT_MB})`,
);
mkdirSync("bench", { recursive: true });
writeFileSync("bench/upstream.json", `${JSON.stringify({ date: new Date().toISOString(), ...results }, null, 2)}\n`);
if (!results.outage.ok || !results.oversized.ok || !results.uniqueQueries.ok) process.exitCode = 1;

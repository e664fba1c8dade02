// `npm run bench`: the site against the Node limit for the same response.
// Starts the production server three times on the embedded store (no cache at all: every request reads the
// store and renders; content cache warm, page cache off: every request renders; page cache on: repeat views,
// server/page-cache.ts), and a raw node:http server answering the identical HTML bytes of each page. autocannon drives each for every page; results
// go to the console and bench/results.json. Then 60 s of load measure memory.
// Each measured window follows a warm-up of the same URL on the same server (BENCH_WARMUP_SECONDS, discarded): the
// ratios compare a server in its steady state with the limit, which is warm by construction. Without it the first
// page measured V8 compiling the app: a fresh server renders /ar/home ~20 % slower in its first 5 s than after
// (decision 026). That first window is still measured, before any warm-up, and reported as `firstWindow`.
// On a shared machine one 5 s window of a pair moves ±15 %: /ar/home, whose ratios are the targets, is measured
// in BENCH_HOME_ROUNDS rounds (limit, no cache, content cache, one after the other) and the median ratio counts;
// the kept page with the lowest page-cache ratio is measured again in those rounds, and its median counts.
// Each round also renders /ar/not-found, the same chrome around no content: its rate over /ar/home's limit is the
// most any page's content-cache ratio could reach if its own content cost nothing (decision 027).
// The limit's server runs in this script's process, as it did when issue 10 set its targets, and so shares its event
// loop with autocannon: a limit in a process of its own serves the same bytes 1.5-2x as fast on two cores. Each round
// also measures that one (`ownProcessLimitRps`) and the ratios to it, reported beside the targets, which keep the
// issue's instrument (decision 027).
import autocannon from "autocannon";
import { createServer, get as httpGet } from "node:http";
import { readFileSync, writeFileSync, mkdirSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { execSync, spawn } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { startProductionServer } from "./lib/prod-server.mjs";

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const SOAK = Number(process.env.BENCH_SOAK_SECONDS ?? 60);
const CONNECTIONS = 10;
/** /ar/home, whose ratios are issue 10's targets, is measured in this many interleaved rounds; the median counts. */
const HOME_ROUNDS = Math.max(1, Number(process.env.BENCH_HOME_ROUNDS ?? 3));
const PAGES = ["/ar/home", "/en/home", "/ar/solutions/k-12", "/en/solutions/k-12", "/ar/news/news-details/3", "/en/news/news-details/3", "/ar/search/printing", "/en/search/%D8%A7%D9%84%D8%B7%D8%A8%D8%A7%D8%B9%D8%A9"];

if (!existsSync("build/index.js") || !existsSync("build/server.js")) execSync("npm run build", { stdio: "inherit" });

const load = (url, duration) =>
  new Promise((resolve, reject) =>
    autocannon({ url, connections: CONNECTIONS, duration }, (err, r) =>
      err ? reject(err) : resolve({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx }),
    ),
  );
/** One measured window of `url`, after a warm-up of it (discarded) unless `warmup` is false. */
const run = async (url, { warmup = true } = {}) => {
  if (warmup && WARMUP > 0) await load(url, WARMUP);
  return load(url, DURATION);
};
const rss = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))[1]) * 1024;
/** Ports BENCH_PORT to +4 (default 3401): a machine shared with other runs gives each its own. */
const PORT = Number(process.env.BENCH_PORT ?? 3401);

const uncached = await startProductionServer({ port: PORT, env: { HTML_CACHE_SECONDS: "0" } });
const cached = await startProductionServer({ port: PORT + 1, env: { HTML_CACHE_SECONDS: "30" } });
const cold = await startProductionServer({ port: PORT + 3, env: { HTML_CACHE_SECONDS: "0", CONTENT_CACHE: "off" } });

// The limit: the same bytes, from a server that does nothing else.
const bodies = new Map();
for (const page of PAGES) bodies.set(page, await (await fetch(`${uncached.base}${page}`)).text());
const raw = createServer((req, res) => {
  const body = bodies.get(req.url) ?? "";
  res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": Buffer.byteLength(body) });
  res.end(body);
});
await new Promise((r) => raw.listen(PORT + 2, "127.0.0.1", r));
const rawBase = `http://127.0.0.1:${PORT + 2}`;

// The same server for /ar/home's bytes, in a process of its own (node itself, so its PID is the server's).
const ownDir = mkdtempSync(join(tmpdir(), "bench-limit-"));
writeFileSync(join(ownDir, "home.html"), bodies.get("/ar/home"));
const ownLimit = spawn(
  process.execPath,
  [
    "-e",
    `const body = require("node:fs").readFileSync(process.argv[1], "utf8");
     require("node:http").createServer((req, res) => {
       res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": Buffer.byteLength(body) });
       res.end(body);
     }).listen(Number(process.argv[2]), "127.0.0.1");`,
    join(ownDir, "home.html"),
    String(PORT + 4),
  ],
  { stdio: ["ignore", "ignore", "inherit"] },
);
const ownLimitUrl = `http://127.0.0.1:${PORT + 4}/ar/home`;

const results = { date: new Date().toISOString(), node: process.version, cores: (await import("node:os")).cpus().length, durationSeconds: DURATION, warmupSeconds: WARMUP, connections: CONNECTIONS, pages: [] };
try {
  for (let tries = 0; !(await fetch(ownLimitUrl).then((r) => r.ok, () => false)); tries++) {
    if (tries > 100 || ownLimit.exitCode !== null) throw new Error("the limit's own process did not start");
    await new Promise((r) => setTimeout(r, 100));
  }
  // The servers' first window, before any warm-up: what the bench measured for /ar/home until decision 026.
  const firstLimit = await run(`${rawBase}/ar/home`, { warmup: false });
  const firstNoCache = await run(`${cold.base}/ar/home`, { warmup: false });
  const firstRender = await run(`${uncached.base}/ar/home`, { warmup: false });
  results.firstWindow = {
    page: "/ar/home",
    limit: firstLimit,
    uncached: { ...firstNoCache, ratio: firstNoCache.rps / firstLimit.rps },
    render: { ...firstRender, ratio: firstRender.rps / firstLimit.rps },
  };
  console.log(
    `first window after start, /ar/home: limit ${firstLimit.rps.toFixed(0)} req/s | no cache ${firstNoCache.rps.toFixed(0)} req/s (${results.firstWindow.uncached.ratio.toFixed(2)}) | content cache ${firstRender.rps.toFixed(0)} req/s (${results.firstWindow.render.ratio.toFixed(2)})`,
  );
  for (const page of PAGES) {
    const limit = await run(`${rawBase}${page}`);
    const noCache = await run(`${cold.base}${page}`);
    const render = await run(`${uncached.base}${page}`);
    await fetch(`${cached.base}${page}`); // warm the cache
    // Search pages are not kept (server/page-cache.ts): their repeat views are renders, not cache hits.
    const kept = (await fetch(`${cached.base}${page}`)).headers.get("x-page-cache") === "HIT";
    const repeat = await run(`${cached.base}${page}`);
    const row = {
      page,
      bytes: Buffer.byteLength(bodies.get(page)),
      gzipBytes: gzipSync(bodies.get(page)).length,
      limit,
      uncached: { ...noCache, ratio: noCache.rps / limit.rps },
      render: { ...render, ratio: render.rps / limit.rps },
      repeat: { ...repeat, ratio: repeat.rps / limit.rps, kept },
    };
    results.pages.push(row);
    console.log(
      `${page.padEnd(46)} limit ${limit.rps.toFixed(0).padStart(6)} req/s | no cache ${noCache.rps.toFixed(0).padStart(5)} req/s (${row.uncached.ratio.toFixed(2)}) | content cache ${render.rps.toFixed(0).padStart(5)} req/s p50 ${render.p50} ms p99 ${render.p99} ms (${row.render.ratio.toFixed(2)}) | cached ${repeat.rps.toFixed(0).padStart(5)} req/s p50 ${repeat.p50} ms p99 ${repeat.p99} ms (${row.repeat.ratio.toFixed(2)})`,
    );
  }

  // Further rounds of /ar/home (the loop above was the first), and the chrome alone in each.
  const homeRow = results.pages.find((p) => p.page === "/ar/home");
  // The page-cache target is the lowest ratio of the kept pages, each measured once above: the page whose window
  // was lowest is measured again in each further round, and its median stands for it (one window of a small page
  // moved 0.85-1.41 in four rounds on one machine).
  const keptRows = results.pages.filter((p) => p.repeat.kept);
  // None kept would be a broken page cache: the target then reads 0, not met.
  const lowestKept = keptRows.reduce((low, row) => (!low || row.repeat.ratio < low.repeat.ratio ? row : low), undefined);
  const lowestKeptRatios = lowestKept ? [lowestKept.repeat.ratio] : [];
  const rounds = [];
  for (let round = 0; round < HOME_ROUNDS; round++) {
    const limit = round === 0 ? homeRow.limit : await run(`${rawBase}/ar/home`);
    const ownProcessLimit = await run(ownLimitUrl);
    const noCache = round === 0 ? homeRow.uncached : await run(`${cold.base}/ar/home`);
    const render = round === 0 ? homeRow.render : await run(`${uncached.base}/ar/home`);
    // A 404 (autocannon counts it as non-2xx): the rate is what matters here.
    const chrome = await run(`${uncached.base}/ar/not-found`);
    rounds.push({
      limitRps: limit.rps,
      noCacheRatio: noCache.rps / limit.rps,
      contentCacheRatio: render.rps / limit.rps,
      chromeOnlyRps: chrome.rps,
      chromeOnlyRatio: chrome.rps / limit.rps,
      ownProcessLimitRps: ownProcessLimit.rps,
      noCacheToOwnProcessLimit: noCache.rps / ownProcessLimit.rps,
      contentCacheToOwnProcessLimit: render.rps / ownProcessLimit.rps,
    });
    const last = rounds.at(-1);
    console.log(
      `/ar/home round ${round + 1}: limit ${limit.rps.toFixed(0)} req/s | no cache ${last.noCacheRatio.toFixed(3)} | content cache ${last.contentCacheRatio.toFixed(3)} | chrome only (/ar/not-found) ${chrome.rps.toFixed(0)} req/s, ${last.chromeOnlyRatio.toFixed(3)} of the limit | limit in its own process ${ownProcessLimit.rps.toFixed(0)} req/s: no cache ${last.noCacheToOwnProcessLimit.toFixed(3)}, content cache ${last.contentCacheToOwnProcessLimit.toFixed(3)}`,
    );
    if (round > 0 && lowestKept) {
      const keptLimit = await run(`${rawBase}${lowestKept.page}`);
      const keptRepeat = await run(`${cached.base}${lowestKept.page}`);
      lowestKeptRatios.push(keptRepeat.rps / keptLimit.rps);
      console.log(`${lowestKept.page} (lowest kept page) round ${round + 1}: limit ${keptLimit.rps.toFixed(0)} req/s | cached ${keptRepeat.rps.toFixed(0)} req/s (${lowestKeptRatios.at(-1).toFixed(2)})`);
    }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  results.home = {
    rounds,
    median: Object.fromEntries(Object.keys(rounds[0]).map((key) => [key, median(rounds.map((r) => r[key]))])),
  };
  results.lowestKeptPage = lowestKept && { page: lowestKept.page, ratios: lowestKeptRatios, median: median(lowestKeptRatios) };
  results.pageCacheMinRatio = lowestKept
    ? Math.min(results.lowestKeptPage.median, ...keptRows.filter((row) => row !== lowestKept).map((row) => row.repeat.ratio))
    : 0;

  // Repeat views are what a shared cache may keep: the same bytes, policy and ETag, and a 304 for that ETag.
  const [a, b] = [await fetch(`${cached.base}/ar/home`), await fetch(`${cached.base}/ar/home`)];
  const etag = a.headers.get("etag");
  // node:http, not fetch: fetch adds `Cache-Control: no-cache` to a conditional request, which Express's req.fresh
  // (server/remix-handler.ts) answers with the whole page, as a browser's plain revalidation never asks.
  const revalidated = await new Promise((resolve, reject) =>
    httpGet(`${cached.base}/ar/home`, { headers: { "if-none-match": etag ?? "" } }, (res) => resolve({ status: res.resume().statusCode })).on("error", reject),
  );
  results.shareable = Boolean(
    etag &&
      (await a.text()) === (await b.text()) &&
      a.headers.get("content-security-policy") === b.headers.get("content-security-policy") &&
      b.headers.get("etag") === etag &&
      /s-maxage=/.test(b.headers.get("cache-control") ?? "") &&
      revalidated.status === 304,
  );
  console.log(`Repeat views identical (bytes, CSP, ETag), s-maxage, 304 on If-None-Match: ${results.shareable}`);

  // Memory under sustained load (uncached: the heavier path), sampled every 10 s:
  // a leak keeps climbing, a heap that has found its size levels off.
  const before = rss(uncached.child.pid);
  const samples = [];
  const sampler = setInterval(() => samples.push(Math.round(rss(uncached.child.pid) / 2 ** 20)), 10_000);
  await new Promise((resolve, reject) =>
    autocannon({ url: `${uncached.base}/ar/home`, connections: CONNECTIONS, duration: SOAK }, (err, r) => (err ? reject(err) : resolve(r))),
  );
  clearInterval(sampler);
  await new Promise((r) => setTimeout(r, 2000));
  const after = rss(uncached.child.pid);
  results.memory = { soakSeconds: SOAK, rssBeforeBytes: before, rssAfterBytes: after, rssEvery10sMB: samples };
  console.log(`RSS before ${(before / 2 ** 20).toFixed(0)} MB, every 10 s: ${samples.join(", ")} MB, after ${(after / 2 ** 20).toFixed(0)} MB`);
} finally {
  raw.close();
  ownLimit.kill("SIGTERM");
  rmSync(ownDir, { recursive: true, force: true });
  await uncached.stop();
  await cached.stop();
  await cold.stop();
}

const home = results.pages.find((p) => p.page === "/ar/home");
// Issue 10's targets, each a ratio to the raw-Node limit measured in this run.
const target = (value, limit, atMost = false) => ({ value, target: limit, met: atMost ? value <= limit : value >= limit });
results.targets = {
  homeNoCacheRatio: target(results.home.median.noCacheRatio, 0.25),
  homeContentCacheRatio: target(results.home.median.contentCacheRatio, 0.3),
  pageCacheMinRatio: target(results.pageCacheMinRatio, 0.9),
  homeGzipBytes: target(home.gzipBytes, 20 * 1024, true),
};
for (const [name, t] of Object.entries(results.targets))
  console.log(`${name.padEnd(24)} ${String(Number(t.value.toFixed(2))).padStart(8)} (target ${t.target}) ${t.met ? "met" : "NOT met"}`);
console.log(
  `/ar/home against a limit in its own process (median ${results.home.median.ownProcessLimitRps.toFixed(0)} req/s): no cache ${results.home.median.noCacheToOwnProcessLimit.toFixed(3)}, content cache ${results.home.median.contentCacheToOwnProcessLimit.toFixed(3)}`,
);
mkdirSync("bench", { recursive: true });
writeFileSync("bench/results.json", JSON.stringify(results, null, 2) + "\n");

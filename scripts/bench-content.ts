/**
 * Content-layer timing: p50/p95 of typical reads and searches from the
 * embedded source, through /api over HTTP, and through the upstream client
 * pointed at that /api (what a second instance with CONTENT_API_URL pays).
 *
 *   npx tsx scripts/bench-content.ts [iterations]     (default 2000)
 *
 * The store is a fresh, seeded temp file (WAL, as in production); the HTTP
 * server is the bare /api handler, without compression or security headers.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { contract, type Endpoint, type ParamsOf } from "../app/content/contract";
import { createEmbeddedSource } from "../app/content/embedded.server";
import { createUpstreamSource } from "../app/content/upstream.server";
import { migrateToLatest, openStore } from "../db/connection";
import { seedIfEmpty } from "../app/content/embedded/seed";
import { loadSeedContent } from "../app/content/embedded/seed-files";
import { apiContext, serveApi } from "../app/content/api-server.testing";

const iterations = Number(process.argv[2] ?? process.env.BENCH_ITERATIONS ?? 2000);
const warmup = Math.max(50, Math.round(iterations / 10));

interface Case {
  label: string;
  endpoint: Endpoint;
  params?: Record<string, string | number>;
}

const cases: Case[] = [
  { label: "project 10", endpoint: "ProjectsPage.GetProject", params: { id: 10 } },
  { label: "K-12 products", endpoint: "OfferingK2.GetOfferingCategoriesProducts" },
  { label: "home head", endpoint: "home.headSection" },
  { label: 'search "printing"', endpoint: "home.search", params: { searchKey: "printing" } },
  { label: 'search "الطباعة"', endpoint: "home.search", params: { searchKey: "الطباعة" } },
];

async function measure(run: () => Promise<unknown>): Promise<{ p50: number; p95: number; mean: number }> {
  for (let i = 0; i < warmup; i++) await run();
  const samples = new Float64Array(iterations);
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    await run();
    samples[i] = performance.now() - start;
  }
  samples.sort();
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
  return { p50: at(0.5), p95: at(0.95), mean: samples.reduce((a, b) => a + b, 0) / samples.length };
}

const dir = mkdtempSync(join(tmpdir(), "manar-bench-"));
const store = openStore(join(dir, "bench.db"));
const api = await serveApi(apiContext(createEmbeddedSource(store)));

try {
  await migrateToLatest(store);
  await seedIfEmpty(store, loadSeedContent());
  const baseUrl = api.url;
  const embedded = createEmbeddedSource(store);
  const upstream = createUpstreamSource({ baseUrl });

  const rows: Array<Record<string, string>> = [];
  const fmt = (ms: number) => ms.toFixed(3);
  for (const c of cases) {
    const params = c.params as ParamsOf<typeof c.endpoint>;
    const query = new URLSearchParams(Object.entries(c.params ?? {}).map(([k, v]) => [k, String(v)]));
    const url = `${baseUrl}${contract[c.endpoint].path}${query.size ? `?${query}` : ""}`;
    const modes: Array<[string, () => Promise<unknown>]> = [
      ["embedded", () => embedded.get(c.endpoint, params)],
      [
        "HTTP /api",
        async () => {
          const response = await fetch(url);
          if (!response.ok) throw new Error(`${url}: ${response.status}`);
          return response.json();
        },
      ],
      ["upstream→/api", () => upstream.get(c.endpoint, params)],
    ];
    for (const [mode, run] of modes) {
      const { p50, p95, mean } = await measure(run);
      rows.push({
        case: c.label,
        endpoint: c.endpoint,
        via: mode,
        "p50 ms": fmt(p50),
        "p95 ms": fmt(p95),
        "mean ms": fmt(mean),
      });
    }
  }

  const cpu = cpus();
  console.log(
    `${new Date().toISOString().slice(0, 10)}  node ${process.version}  ${cpu.length} cores (${cpu[0]?.model.trim() ?? "unknown"})  ` +
      `${iterations} iterations after ${warmup} warm-up`,
  );
  const columns = Object.keys(rows[0]);
  const widths = columns.map((col) => Math.max(col.length, ...rows.map((r) => r[col].length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i >= 3 ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join("  ");
  console.log(line(columns));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const r of rows) console.log(line(columns.map((col) => r[col])));
} finally {
  await api.close();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
}

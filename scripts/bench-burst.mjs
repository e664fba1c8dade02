// `npm run bench:burst`: does the server keep answering while a burst of enquiries arrives?
// Starts the production server on a fresh store, sends BURST (300) contact form posts at once, as many
// browsers without JavaScript would (distinct clients), and meanwhile asks /healthz every 25 ms from another thread.
// Reports the worst and p99 /healthz latency against the 250 ms target, and enquiries per second.
// Results go to the console and bench/burst.json (BENCH_OUT). With DATABASE_URL the server runs on that
// PostgreSQL database (`npm run bench:stores` runs it on both stores).
import { mkdirSync, writeFileSync, existsSync } from "node:fs";
import { execSync } from "node:child_process";
import Database from "better-sqlite3";
import pg from "pg";
import { startProductionServer } from "./lib/prod-server.mjs";
import { startHealthSampler } from "./lib/health-sampler.mjs";

const BURST = Number(process.env.BENCH_BURST ?? 300);
const PORT = Number(process.env.BENCH_PORT ?? 3404);
const TARGET_MS = 250;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

if (!existsSync("build/index.js") || !existsSync("build/server.js")) execSync("npm run build", { stdio: "inherit" });

function form(i) {
  const body = new FormData();
  for (const [k, v] of Object.entries({
    firstName: "Burst",
    lastName: "Tester",
    email: `burst${i}@example.com`,
    phoneNumber: "966501234567",
    jobTitle: "Load tester",
    companyName: "Manar QA",
    country: "Saudi Arabia",
    comment: `Burst enquiry ${i}`,
  })) {
    body.set(k, v);
  }
  return body;
}

async function round(base, offset) {
  const stopSampler = startHealthSampler(`${base}/healthz`);
  await new Promise((r) => setTimeout(r, 100)); // a few probes before the burst
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: BURST }, (_, i) =>
      fetch(`${base}/en/contact-us`, {
        method: "POST",
        body: form(offset + i),
        redirect: "manual",
        headers: { "x-forwarded-for": `10.77.${Math.floor((offset + i) / 250) % 250}.${(offset + i) % 250}` },
      }).then((r) => r.status),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const samples = await stopSampler();
  const latencies = samples.map((s) => s.ms).sort((a, b) => a - b);
  return {
    accepted: statuses.filter((s) => s === 303).length,
    seconds,
    enquiriesPerSecond: BURST / seconds,
    healthSamples: latencies.length,
    healthFailures: samples.filter((s) => s.status !== 200).length,
    healthWorstMs: latencies.at(-1),
    healthP99Ms: latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))],
  };
}

const server = await startProductionServer({
  port: PORT,
  env: { CONTACT_RATE_LIMIT: "10000", POST_RATE_LIMIT: "100000", TRUST_PROXY: "1" },
});
const rounds = [];
try {
  await fetch(`${server.base}/en/contact-us`); // warm the page's code paths
  for (let r = 0; r < ROUNDS; r++) {
    const result = await round(server.base, r * BURST);
    rounds.push(result);
    console.log(
      `round ${r + 1}: ${result.accepted}/${BURST} accepted in ${result.seconds.toFixed(2)} s (${result.enquiriesPerSecond.toFixed(0)}/s); ` +
        `/healthz worst ${result.healthWorstMs.toFixed(0)} ms, p99 ${result.healthP99Ms.toFixed(0)} ms over ${result.healthSamples} samples`,
    );
  }
} finally {
  await server.kill("SIGTERM");
}
const stored = await countEnquiries();
server.cleanup();

async function countEnquiries() {
  if (process.env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      return Number((await client.query("SELECT count(*) AS n FROM enquiries")).rows[0].n);
    } finally {
      await client.end();
    }
  }
  const db = new Database(server.dbPath, { readonly: true });
  try {
    return db.prepare("SELECT count(*) AS n FROM enquiries").get().n;
  } finally {
    db.close();
  }
}

const worst = Math.max(...rounds.map((r) => r.healthWorstMs));
const summary = { date: new Date().toISOString(), store: process.env.DATABASE_URL ? "postgresql" : "sqlite", burst: BURST, rounds, stored, target: { healthWorstMs: TARGET_MS, met: worst <= TARGET_MS } };
console.log(`stored ${stored} of ${BURST * ROUNDS}; worst /healthz ${worst.toFixed(0)} ms (target ≤ ${TARGET_MS} ms: ${worst <= TARGET_MS ? "met" : "missed"})`);
mkdirSync("bench", { recursive: true });
writeFileSync(process.env.BENCH_OUT ?? "bench/burst.json", JSON.stringify(summary, null, 2) + "\n");

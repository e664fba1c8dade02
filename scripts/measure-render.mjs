// `npm run measure:render`: what one uncached render costs. Starts the production build (page cache off, content
// cache on and warmed, so the figure is the render itself), requests each page N times one at a time, and reports
// the server's CPU milliseconds per page (from /proc: user + system time of the server process) and the HTML
// bytes, raw and gzip. MEASURE_PORT (default 3621), MEASURE_N (default 200), MEASURE_PAGES (comma separated).
// With DATABASE_URL the server reads PostgreSQL, whose work is in its own processes: MEASURE_PG_PID (the
// postmaster's PID) adds their CPU time (`npm run bench:stores` sets both), and wall time per page is reported.
import { readFileSync, existsSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { execSync } from "node:child_process";
import { startProductionServer } from "./lib/prod-server.mjs";

const PORT = Number(process.env.MEASURE_PORT ?? 3621);
const N = Number(process.env.MEASURE_N ?? 200);
const PAGES = (process.env.MEASURE_PAGES ?? "/ar/home,/en/solutions/k-12,/ar/news/news-details/3").split(",");

if (!existsSync("build/index.js") || !existsSync("build/server.js")) execSync("npm run build", { stdio: "inherit" });

/** CPU time of a process in milliseconds (fields 14 and 15 of /proc/pid/stat are in clock ticks, 100 a second). */
const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

/** A process tree's CPU time: its own, its children's that have exited (fields 16, 17), and its live children's. */
const treeCpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
  return cpuMs(pid) + (Number(fields[13]) + Number(fields[14])) * 10 + children.reduce((sum, child) => sum + treeCpuMs(child), 0);
};
const PG_PID = process.env.MEASURE_PG_PID ? Number(process.env.MEASURE_PG_PID) : undefined;
const storeCpuMs = () => (PG_PID ? treeCpuMs(PG_PID) : 0);

const server = await startProductionServer({ port: PORT, env: { HTML_CACHE_SECONDS: "0", ...(process.env.MEASURE_ENV ? JSON.parse(process.env.MEASURE_ENV) : {}) } });
const rows = [];
try {
  for (const page of PAGES) {
    const url = `${server.base}${page}`;
    let html = "";
    for (let i = 0; i < 20; i++) html = await (await fetch(url)).text(); // warm: JIT, content cache
    const start = cpuMs(server.pid);
    const storeStart = storeCpuMs();
    const wallStart = performance.now();
    for (let i = 0; i < N; i++) {
      const res = await fetch(url);
      if (!res.ok) throw new Error(`${page}: HTTP ${res.status}`);
      await res.arrayBuffer();
    }
    const wallPerPage = (performance.now() - wallStart) / N;
    const perPage = (cpuMs(server.pid) - start) / N;
    const storePerPage = (storeCpuMs() - storeStart) / N;
    const bytes = Buffer.byteLength(html);
    const gzip = gzipSync(html).length;
    rows.push({
      page,
      cpuMsPerPage: Number(perPage.toFixed(2)),
      ...(PG_PID ? { postgresCpuMsPerPage: Number(storePerPage.toFixed(2)) } : {}),
      wallMsPerPage: Number(wallPerPage.toFixed(2)),
      bytes,
      gzipBytes: gzip,
    });
    console.log(
      `${page.padEnd(30)} ${perPage.toFixed(2).padStart(6)} ms CPU/page` +
        (PG_PID ? ` + ${storePerPage.toFixed(2)} ms PostgreSQL` : "") +
        `  ${wallPerPage.toFixed(2).padStart(6)} ms wall  ${(bytes / 1024).toFixed(1).padStart(6)} KB  ${(gzip / 1024).toFixed(1).padStart(5)} KB gzip`,
    );
  }
} finally {
  await server.stop();
}
if (process.env.MEASURE_JSON) console.log(JSON.stringify(rows));

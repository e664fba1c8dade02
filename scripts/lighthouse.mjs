// `npm run lighthouse`: mobile Lighthouse for twelve pages (home, k-12, a project, a news item
// and contact-us, in both languages; Arabic corporates and history) against the production server; reports in lighthouse/,
// scores printed. Scores vary between runs on a shared 2-core machine, so each page runs
// RUNS times and the median run (by performance) is reported, as Lighthouse advises.
// Exits non-zero when a page misses a target.
import { execFileSync, execSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { startProductionServer } from "./lib/prod-server.mjs";

const FLAGS = "--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync";
const ALL_PAGES = [
  ...["/home", "/solutions/k-12", "/projects/project-details/3", "/news/news-details/3", "/contact-us"].flatMap((p) => [`/ar${p}`, `/en${p}`]),
  // The heaviest pages by DOM and drawing: many icons and tab panels, a long illustrated timeline.
  "/ar/solutions/corporates",
  "/ar/about/history",
];
// LIGHTHOUSE_PAGES=/ar/home,/en/home measures a subset.
const PAGES = process.env.LIGHTHOUSE_PAGES ? process.env.LIGHTHOUSE_PAGES.split(",") : ALL_PAGES;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const TARGETS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };

if (!existsSync("build/index.js") || !existsSync("build/server.js")) execSync("npm run build", { stdio: "inherit" });
mkdirSync("lighthouse", { recursive: true });

const server = await startProductionServer({ port: Number(process.env.LIGHTHOUSE_PORT ?? 3395) });
const rows = [];
try {
  for (const page of PAGES) {
    const name = page.replace(/^\//, "").replace(/\//g, "_");
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const out = `lighthouse/${name}-${i + 1}.json`;
      // Lighthouse occasionally fails to record a trace (NO_NAVSTART): try a run up to three times.
      for (let attempt = 1; ; attempt++) {
        try {
          execFileSync(
            "npx",
            ["lighthouse", `${server.base}${page}`, `--chrome-flags=${FLAGS}`, "--output=json", `--output-path=${out}`, "--quiet", "--only-categories=performance,accessibility,best-practices,seo"],
            { stdio: ["ignore", "ignore", "ignore"], env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" } },
          );
          break;
        } catch (error) {
          if (attempt >= 3) throw error;
        }
      }
      runs.push(JSON.parse(readFileSync(out, "utf8")));
    }
    runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
    const report = runs[Math.floor(runs.length / 2)];
    writeFileSync(`lighthouse/${name}.json`, JSON.stringify(report));
    const scores = Object.fromEntries(Object.keys(TARGETS).map((k) => [k, Math.round((report.categories[k]?.score ?? 0) * 100)]));
    const misses = Object.entries(TARGETS).filter(([k, t]) => scores[k] < t).map(([k]) => k);
    const failedAudits = Object.values(report.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === "binary")
      .map((a) => a.id);
    const performanceRuns = runs.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100));
    rows.push({ page, ...scores, performanceRuns, lcpMs: Math.round(report.audits["largest-contentful-paint"]?.numericValue ?? 0), cls: report.audits["cumulative-layout-shift"]?.numericValue ?? 0, misses, failedAudits });
    console.log(
      `${page.padEnd(32)} perf ${String(scores.performance).padStart(3)}  a11y ${String(scores.accessibility).padStart(3)}  best ${String(scores["best-practices"]).padStart(3)}  seo ${String(scores.seo).padStart(3)}  LCP ${rows.at(-1).lcpMs} ms  runs ${performanceRuns.join("/")}${misses.length ? `  ✗ ${misses.join(", ")} (${failedAudits.join(", ")})` : ""}`,
    );
  }
} finally {
  await server.stop();
}
writeFileSync("lighthouse/summary.json", JSON.stringify(rows, null, 2) + "\n");
if (rows.some((r) => r.misses.length)) process.exit(1);

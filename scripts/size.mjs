// `npm run size`: gzip bytes of the JS and CSS that a first visit to each page downloads,
// read from the production server's own HTML (modulepreload, module scripts, stylesheets).
// Exits non-zero when a budget is exceeded.
import { readFileSync, readdirSync, existsSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { execSync } from "node:child_process";
import { startProductionServer, sitemapPaths } from "./lib/prod-server.mjs";

const BUDGET = { homeJs: 110 * 1024, anyJs: 130 * 1024, css: 25 * 1024 };
const HOME = "/ar/home";

if (!existsSync("build/index.js") || !existsSync("build/server.js")) execSync("npm run build", { stdio: "inherit" });

// Root links this stylesheet once a page has hydrated (decision 024): every first visit downloads it, no HTML names it.
const HYDRATED_CSS = readdirSync("public/build/_assets")
  .filter((f) => /^enhancements-\w+\.css$/.test(f))
  .map((f) => `/build/_assets/${f}`);

const gzipped = new Map();
const gz = (href) => {
  if (!gzipped.has(href)) gzipped.set(href, gzipSync(readFileSync(`public${href}`), { level: 9 }).length);
  return gzipped.get(href);
};

const server = await startProductionServer({ port: Number(process.env.SIZE_PORT ?? 3390) });
let failed = false;
const rows = [];
try {
  const paths = [...new Set([...(await sitemapPaths(server.base)), "/ar/search/printing", "/en/search/printing"])];
  for (const path of paths) {
    const html = await (await fetch(`${server.base}${path}`)).text();
    // The inline module script preloads the page's modules once it has loaded (decision 023): the list it walks
    // (`for (let href of [...])`, patches/@remix-run+react) is what a first visit downloads.
    const preloadList = /for \(let href of (\[[^\]]*\])\)/.exec(html)?.[1] ?? "[]";
    const js = new Set([...JSON.parse(preloadList), ...[...html.matchAll(/<script[^>]+src="(\/build\/[^"]+)"/g)].map((m) => m[1])]);
    const css = new Set([...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]));
    const jsBytes = [...js].reduce((sum, h) => sum + gz(h), 0);
    for (const href of HYDRATED_CSS) css.add(href);
    // The site's and the matched routes' stylesheets are inlined into the HTML (app/utils/critical-css.tsx): count
    // the <style> blocks too, gzipped together as the document carries them.
    const inline = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("");
    const cssBytes = [...css].reduce((sum, h) => sum + gz(h), 0) + (inline ? gzipSync(inline, { level: 9 }).length : 0);
    const jsBudget = path === HOME ? BUDGET.homeJs : BUDGET.anyJs;
    const over = jsBytes > jsBudget || cssBytes > BUDGET.css;
    failed ||= over;
    rows.push({ path, jsBytes, cssBytes, over });
  }
} finally {
  await server.stop();
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const unique = new Map();
for (const r of rows) {
  const key = r.path.replace(/^\/(ar|en)/, "").replace(/\/\d+$/, "/{id}").replace(/\/search\/.*/, "/search/{key}");
  const prev = unique.get(key);
  if (!prev || r.jsBytes > prev.jsBytes) unique.set(key, r);
}
console.log("route".padEnd(48), "JS (gzip)".padStart(11), "CSS (gzip)".padStart(11));
for (const [key, r] of [...unique].sort((a, b) => b[1].jsBytes - a[1].jsBytes)) {
  console.log(`${r.over ? "✗" : " "} ${key}`.padEnd(48), kb(r.jsBytes).padStart(11), kb(r.cssBytes).padStart(11));
}
const home = rows.find((r) => r.path === HOME);
const maxJs = Math.max(...rows.map((r) => r.jsBytes));
const maxCss = Math.max(...rows.map((r) => r.cssBytes));
console.log(`\n${rows.length} pages. ${HOME}: JS ${kb(home?.jsBytes ?? 0)} (budget ${kb(BUDGET.homeJs)}); largest JS ${kb(maxJs)} (budget ${kb(BUDGET.anyJs)}); largest CSS ${kb(maxCss)} (budget ${kb(BUDGET.css)}).`);
if (failed) {
  console.error("Size budget exceeded.");
  process.exit(1);
}

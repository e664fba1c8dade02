/**
 * The bytes of every sitemap page in both languages, served to a browser (streamed from the shell) and to a
 * crawler (isbot: rendered whole): no NUL byte (React 18 pads its stream with them, see
 * app/utils/document-stream.server.ts), valid UTF-8 with the shell's labels whole, and valid HTML by the
 * Nu HTML Checker (vnu-jar, run once over all the documents: one JVM start).
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { isbot } from "isbot";
import { test, expect } from "./fixtures";
import { sitemapPaths } from "../../scripts/lib/prod-server.mjs";
import { shellAr } from "../../app/i18n/dictionaries/shell.ar";
import { shellEn } from "../../app/i18n/dictionaries/shell.en";

const USER_AGENTS = {
  browser: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  crawler: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
} as const;
type Agent = keyof typeof USER_AGENTS;

const VNU_JAR = resolve("node_modules/vnu-jar/build/dist/vnu.jar");
const SHELL = { ar: shellAr, en: shellEn };
/**
 * The inlined stylesheets: the site's (`<style id="site-css">`, in every page) and the routes' own
 * (`<style data-href="…">`, in the pages that declare them, decision 024). Each is byte for byte the same in every
 * page that carries it: see stylesheetCheckedOnce.
 */
const INLINE_CSS = /(<style (?:id="site-css"|data-href="[^"]+")>)([\s\S]*?)(<\/style>)/g;
/** A document with one known error: proves the checker really read the folder. */
const CANARY = "canary.html";
const CANARY_HTML = `<!DOCTYPE html><html lang="en"><head><title>canary</title></head><body><span><div></div></span></body></html>`;

interface VnuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
}

/** React escapes these in attribute values. */
const attr = (text: string) => text.replaceAll("&", "&amp;").replaceAll('"', "&quot;");

/** Runs `items` through `work`, `limit` at a time. */
async function inPool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

function requireJava(): void {
  const probe = spawnSync("java", ["-version"], { encoding: "utf8" });
  if (probe.error || probe.status !== 0) {
    throw new Error(
      `Java is needed to run the Nu HTML Checker and \`java -version\` failed (${probe.error?.message ?? probe.stderr}). ` +
        "Install it with `bash scripts/install-java.sh` (Debian's default-jre-headless).",
    );
  }
  if (!existsSync(VNU_JAR)) throw new Error(`${VNU_JAR} is missing: run npm ci (vnu-jar is a devDependency).`);
}

/** The Nu HTML Checker's messages for every document in `dir`, from one JVM. */
function runVnu(dir: string): Promise<VnuMessage[]> {
  // Speed on two shared cores, checks unchanged. -XX:TieredStopAtLevel=1: the optimising JIT compiler costs more
  // CPU than it saves in a run this short (16 s instead of 35 s of CPU); its frames need a deeper stack than the
  // default (vnu says "StackOverflowError while evaluating HTML schema"), hence -Xss8m. --no-langdetect: language
  // guesses are only ever warnings, which --errors-only drops anyway.
  const jvm = ["-Xss8m", "-XX:TieredStopAtLevel=1"];
  const args = [...jvm, "-jar", VNU_JAR, "--errors-only", "--no-langdetect", "--format", "json", "--stdout", dir];
  return new Promise((done, fail) => {
    const child = spawn("java", args, { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("error", fail);
    child.on("close", (code) => {
      try {
        done((JSON.parse(stdout) as { messages: VnuMessage[] }).messages);
      } catch {
        fail(new Error(`vnu exited with ${code} without a JSON report:\n${stdout}\n${stderr}`));
      }
    });
  });
}

/**
 * The inlined stylesheets are the same text in every page that carries them, and checking that CSS took two thirds
 * of the checker's time: each is checked in the first document that has it and emptied in the others, once shown
 * to be the very same text (a stylesheet is known by its opening tag). Returns the documents to write and a
 * complaint for each page whose stylesheet differs.
 */
function stylesheetCheckedOnce(served: Map<string, string>): { documents: Map<string, string>; problems: string[] } {
  const documents = new Map<string, string>();
  const problems: string[] = [];
  const kept = new Map<string, string>();
  for (const [where, html] of served) {
    const document = html.replace(INLINE_CSS, (whole, open: string, css: string, close: string) => {
      const first = kept.get(open);
      if (first === undefined) {
        kept.set(open, css);
        return whole;
      }
      if (first === css) return open + close;
      problems.push(`${where}: its inline stylesheet ${open} differs from the other pages'`);
      return whole;
    });
    documents.set(where, document);
  }
  return { documents, problems };
}

test("every sitemap page, as a browser and as a crawler: no NUL byte, intact text, valid HTML (Nu checker)", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const started = Date.now();
  requireJava();
  expect(isbot(USER_AGENTS.browser), "the browser User-Agent gets the streamed document").toBe(false);
  expect(isbot(USER_AGENTS.crawler), "the crawler User-Agent gets the whole document at once").toBe(true);

  const paths: string[] = await sitemapPaths(baseURL);
  for (const lang of ["ar", "en"])
    expect(paths.filter((p) => p.startsWith(`/${lang}/`)).length, `${lang} pages`).toBeGreaterThan(10);

  const problems: string[] = [];
  const served = new Map<string, string>();
  const fetches = (Object.keys(USER_AGENTS) as Agent[]).flatMap((agent) => paths.map((path) => ({ agent, path })));
  // A query string bypasses the page cache (server/page-cache.ts): each response is a fresh render.
  const run = Date.now().toString(36);
  await inPool(fetches, 4, async ({ agent, path }) => {
    const where = `${agent} ${path}`;
    const res = await request.get(`${path}?render=${agent}-${run}`, { headers: { "user-agent": USER_AGENTS[agent] } });
    if (res.status() !== 200) return void problems.push(`${where}: status ${res.status()}`);
    const bytes = await res.body();
    const nuls = bytes.reduce((n, byte) => n + (byte === 0 ? 1 : 0), 0);
    if (nuls > 0) problems.push(`${where}: ${nuls} NUL bytes, first at byte ${bytes.indexOf(0)}`);
    let html: string;
    try {
      html = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      return void problems.push(`${where}: not valid UTF-8`);
    }
    const shell = SHELL[path.split("/")[1] as keyof typeof SHELL];
    for (const label of [`aria-label="${attr(shell.a11y.mainNav)}"`, `alt="${attr(shell.brand.logoAlt)}"`]) {
      if (!html.includes(label)) problems.push(`${where}: ${label} is missing or broken`);
    }
    served.set(where, html);
  });
  const fetched = Date.now();

  const { documents, problems: cssProblems } = stylesheetCheckedOnce(served);
  problems.push(...cssProblems);
  const pageOfFile = new Map([[CANARY, "canary"]]);
  const dir = await mkdtemp(join(tmpdir(), "manar-vnu-"));
  try {
    await writeFile(join(dir, CANARY), CANARY_HTML);
    for (const [i, [where, html]] of [...documents].entries()) {
      const file = `${i}-${where.replace(/[^a-z0-9-]+/gi, "_")}.html`;
      pageOfFile.set(file, where);
      await writeFile(join(dir, file), html);
    }
    const messages = await runVnu(dir);
    const checked = Date.now();
    console.log(
      `document bytes: ${fetches.length} documents fetched in ${((fetched - started) / 1000).toFixed(1)} s, ` +
        `checked by the Nu HTML Checker in ${((checked - fetched) / 1000).toFixed(1)} s`,
    );

    const pageOf = (m: VnuMessage) =>
      pageOfFile.get(decodeURIComponent(m.url?.split("/").pop() ?? "")) ?? m.url ?? "(no file)";
    const found = messages.map((m) => `${pageOf(m)}:${m.lastLine ?? "?"}: ${m.type}: ${m.message}`);
    expect.soft(problems, "NUL bytes, bad UTF-8, broken labels or failed fetches").toEqual([]);
    expect(
      found.filter((line) => line.startsWith("canary:")).length,
      "the checker's report on the canary document",
    ).toBeGreaterThan(0);
    expect(
      found.filter((line) => !line.startsWith("canary:")),
      "Nu HTML Checker errors (page:line: message)",
    ).toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

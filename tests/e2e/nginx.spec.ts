/**
 * A real shared cache in front: Debian's nginx with the shipped rules (deploy/nginx/manar-cache.conf) before two
 * production instances. The second view is a cache hit, each language its own entry; POSTs, flash pages and pages
 * with a failed section never come from the cache; a cached page hydrates under its CSP; one instance killed, the
 * site still answers.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { test, expect, watchConsole, ENGLISH_ENQUIRY } from "./fixtures";
import { startProductionServer } from "../../scripts/lib/prod-server.mjs";

const BASE = Number(process.env.E2E_PORT ?? 3210) + 30;
const [APP_A, APP_B, APP_FAILING, NGINX, NGINX_FAILING] = [BASE, BASE + 1, BASE + 2, BASE + 3, BASE + 4];
/** The fake content API that fails every call (playwright.config.ts starts it). */
const FAILING_UPSTREAM = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 2}`;
const SITE = `http://127.0.0.1:${NGINX}`;
const FAILING = `http://127.0.0.1:${NGINX_FAILING}`;

type Server = Awaited<ReturnType<typeof startProductionServer>>;

function nginxBinary(): string {
  for (const candidate of ["/usr/sbin/nginx", "nginx"]) {
    if (spawnSync(candidate, ["-v"]).status === 0) return candidate;
  }
  throw new Error(
    "nginx is needed for this spec and was not found: install it with `bash scripts/install-nginx.sh` (Debian's nginx-light).",
  );
}

function nginxConfig(dir: string): string {
  const rules = resolve("deploy/nginx/manar-cache.conf");
  const upstream = (name: string, ports: number[]) =>
    `upstream ${name} { ${ports.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join(" ")} keepalive 4; }`;
  const server = (port: number, name: string) =>
    `server { listen 127.0.0.1:${port}; location / { include ${rules}; proxy_pass http://${name}; } }`;
  // Started by root (CI), nginx would run its worker as nobody, which cannot enter this private temporary folder.
  const user = process.getuid?.() === 0 ? "user root;" : "";
  return `
daemon off;
${user}
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  map "$uri|$http_accept" $manar_image_format { default ""; "~^/image\\|.*image/webp" "webp"; }
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=manar_pages:10m max_size=256m inactive=1h use_temp_path=off;
  ${upstream("manar", [APP_A, APP_B])}
  ${upstream("manar_failing", [APP_FAILING])}
  ${server(NGINX, "manar")}
  ${server(NGINX_FAILING, "manar_failing")}
}`;
}

async function waitFor(url: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

test.describe.configure({ mode: "serial", timeout: 60_000 });

let dir: string;
let nginx: ChildProcess;
let apps: Server[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const binary = nginxBinary();
  dir = mkdtempSync(join(tmpdir(), "manar-nginx-"));
  // The in-process page cache stays off: what is cached here is nginx's doing.
  const env = { TRUST_PROXY: "1", HTML_CACHE_SECONDS: "0" };
  apps = await Promise.all([
    startProductionServer({ port: APP_A, env }),
    startProductionServer({ port: APP_B, env }),
    // Its failed content calls are logged as errors: expected here, kept out of the test output.
    startProductionServer({
      port: APP_FAILING,
      quiet: true,
      env: { ...env, CONTENT_API_URL: FAILING_UPSTREAM, CONTENT_API_TIMEOUT_MS: "2000" },
    }),
  ]);
  writeFileSync(join(dir, "nginx.conf"), nginxConfig(dir));
  nginx = spawn(binary, ["-p", dir, "-c", join(dir, "nginx.conf")], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  nginx.stderr?.on("data", (d: Buffer) => (stderr += d.toString()));
  await waitFor(`${SITE}/healthz`).catch((error: Error) => {
    const log = existsSync(join(dir, "error.log")) ? readFileSync(join(dir, "error.log"), "utf8") : "";
    throw new Error(`${error.message}\n${stderr}\n${log}`);
  });
  await waitFor(`${FAILING}/healthz`);
});

test.afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((r) => nginx.once("exit", r));
    nginx.kill("SIGQUIT");
    await exited;
  }
  await Promise.all(apps.map((app) => app.stop()));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test("the second view is a cache hit, and Arabic and English are separate entries", async ({ request }) => {
  const first = await request.get(`${SITE}/ar/home`);
  expect(first.status()).toBe(200);
  expect(first.headers()["x-cache-status"]).toBe("MISS");
  const second = await request.get(`${SITE}/ar/home`);
  expect(second.headers()["x-cache-status"]).toBe("HIT");
  expect(await second.text()).toBe(await first.text());
  expect(await second.text()).toContain('<html lang="ar" dir="rtl"');

  const english = await request.get(`${SITE}/en/home`);
  expect(english.headers()["x-cache-status"]).toBe("MISS");
  expect(await english.text()).toContain('<html lang="en" dir="ltr"');
  expect((await request.get(`${SITE}/en/home`)).headers()["x-cache-status"]).toBe("HIT");
  // A revalidation is answered by nginx from its copy.
  const etag = second.headers()["etag"];
  expect((await request.get(`${SITE}/ar/home`, { headers: { "If-None-Match": etag } })).status()).toBe(304);
});

test("POSTs and the flash page they lead to never come from the cache", async ({ request }) => {
  // Warm the contact page's entry first, so a hit would be possible.
  await request.get(`${SITE}/en/contact-us`, { headers: { Cookie: "" } });
  for (let i = 0; i < 2; i++) {
    const post = await request.post(`${SITE}/en/contact-us`, { form: ENGLISH_ENQUIRY, maxRedirects: 0 });
    expect(post.status()).toBe(303);
    expect(post.headers()["x-cache-status"] ?? "").not.toBe("HIT");
    const flash = await request.get(`${SITE}/en/contact-us`);
    expect(["BYPASS", "MISS"]).toContain(flash.headers()["x-cache-status"]);
    expect(flash.headers()["cache-control"]).toBe("private, no-store");
    expect(await flash.text()).toContain('role="status"');
  }
  // The flash page was not kept for the next visitor.
  const anonymous = await fetch(`${SITE}/en/contact-us`);
  expect(anonymous.headers.get("cache-control")).not.toMatch(/private/);
  expect(anonymous.headers.get("set-cookie")).toBeNull();
});

test("a page with a failed section is never kept", async ({ request }) => {
  for (let i = 0; i < 3; i++) {
    const res = await request.get(`${FAILING}/en/solutions/corporates`);
    expect(res.status()).toBe(200);
    expect(res.headers()["cache-control"]).toBe("private, no-store");
    expect(res.headers()["x-cache-status"]).toBe("MISS");
  }
});

test("a page served from nginx's cache hydrates under its CSP", async ({ browser }) => {
  // Filled by a client that is not a browser (another Accept-Encoding): one entry serves every client.
  const warm = await fetch(`${SITE}/en/about/history`, { headers: { "accept-encoding": "identity" } });
  expect(warm.headers.get("x-cache-status")).toBe("MISS");

  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = watchConsole(page);
  const response = await page.goto(`${SITE}/en/about/history`);
  expect(response?.headers()["x-cache-status"]).toBe("HIT");
  // nginx compresses the identity copy it keeps.
  expect(response?.headers()["content-encoding"]).toBe("gzip");
  await page.locator(".search-toggle > summary").click();
  await expect(page.locator("#site-search")).toBeFocused();
  await page.locator("#site-search").fill("printing");
  await page.locator("#site-search").press("Enter");
  await expect(page).toHaveURL(/\/en\/search\/printing$/);
  expect(problems).toEqual([]);
  await context.close();
});

test("a content image is kept once per format: WebP for browsers that take it, the source's own for others", async () => {
  const url = `${SITE}/image?src=${encodeURIComponent("/images/brand/og.png")}&w=320`;
  const get = (accept: string) => fetch(url, { headers: { accept } });
  const webp = [await get("image/avif,image/webp,*/*"), await get("image/webp,*/*")];
  expect(webp.map((r) => r.headers.get("x-cache-status"))).toEqual(["MISS", "HIT"]);
  for (const r of webp) expect(r.headers.get("content-type")).toBe("image/webp");
  const plain = [await get("image/png,image/*"), await get("*/*")];
  expect(plain.map((r) => r.headers.get("x-cache-status"))).toEqual(["MISS", "HIT"]);
  for (const r of plain) expect(r.headers.get("content-type")).toMatch(/^image\/(png|jpeg)$/);
});

test("one instance killed, every page is still served", async ({ request }) => {
  await apps[0].kill("SIGKILL");
  const paths = [
    "/ar/about/history",
    "/en/about/awards",
    "/ar/news",
    "/en/projects",
    "/ar/solutions/k-12",
    "/en/contact-us",
  ];
  for (const path of [...paths, ...paths]) {
    const res = await request.get(`${SITE}${path}`);
    expect(res.status(), path).toBe(200);
  }
});

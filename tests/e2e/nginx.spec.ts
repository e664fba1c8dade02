/**
 * deploy/nginx/manar.conf, as shipped (only its ports and cache path swapped), in front of two production
 * instances: it keeps what the app lets a shared cache keep and nothing else, its cached pages hydrate under
 * the CSP, and one instance down does not take the site down. A second nginx runs the same file in front of an
 * instance whose backend fails, for the failed-section case. nginx comes from scripts/install-nginx.sh.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test, expect, waitForHydration, watchConsole } from "./fixtures";
import { startProductionServer } from "../../scripts/lib/prod-server.mjs";

const BASE_PORT = Number(process.env.E2E_PORT ?? 3210) + 10;
const FRONT_PORT = BASE_PORT;
const FAILING_FRONT_PORT = BASE_PORT + 1;
const INSTANCE_PORTS = [BASE_PORT + 2, BASE_PORT + 3];
const FAILING_INSTANCE_PORT = BASE_PORT + 4;
const FAKE_UPSTREAM_PORT = BASE_PORT + 5;
const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((path) => existsSync(path));
const SHIPPED = readFileSync(new URL("../../deploy/nginx/manar.conf", import.meta.url), "utf8");
/** The flash message as the page renders it (the dictionary in the loader data carries the bare text anyway). */
const FLASH_SHOWN = '<div class="flash-status flash-success" role="status"><p>Form submitted successfully!</p>';
const FRONT = `http://127.0.0.1:${FRONT_PORT}`;
const FAILING_FRONT = `http://127.0.0.1:${FAILING_FRONT_PORT}`;

type Site = Awaited<ReturnType<typeof startProductionServer>>;
const sites: Site[] = [];
const children: ChildProcess[] = [];
const dirs: string[] = [];

/** The shipped file with this test's ports and cache folder; fails if the file no longer has what is swapped. */
function configFor(listen: number, upstreams: number[], cacheDir: string): string {
  const swaps: Array<[string, string]> = [
    ["listen 80;", `listen 127.0.0.1:${listen};`],
    ["/var/cache/nginx/manar", cacheDir],
    ["127.0.0.1:3000", `127.0.0.1:${upstreams[0]}`],
    ["127.0.0.1:3001", `127.0.0.1:${upstreams[1]}`],
  ];
  let config = SHIPPED;
  for (const [from, to] of swaps) {
    expect(config, `deploy/nginx/manar.conf no longer contains "${from}"`).toContain(from);
    config = config.replace(from, to);
  }
  return config;
}

async function startNginx(listen: number, upstreams: number[]): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "manar-nginx-"));
  dirs.push(dir);
  // nginx's workers run as an unprivileged user when the master is root: they must write the cache and temp files.
  chmodSync(dir, 0o777);
  writeFileSync(join(dir, "manar.conf"), configFor(listen, upstreams, join(dir, "cache")));
  writeFileSync(
    join(dir, "nginx.conf"),
    `daemon off;
pid ${join(dir, "nginx.pid")};
error_log ${join(dir, "error.log")} warn;
worker_processes 1;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${join(dir, "body")};
  proxy_temp_path ${join(dir, "proxy")};
  include ${join(dir, "manar.conf")};
}
`,
  );
  const child = spawn(NGINX!, ["-p", dir, "-e", join(dir, "error.log"), "-c", join(dir, "nginx.conf")], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  children.push(child);
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}${readFileSync(join(dir, "error.log"), "utf8")}`);
    const up = await fetch(`http://127.0.0.1:${listen}/healthz`).then((r) => r.ok, () => false);
    if (up) return;
    if (Date.now() > deadline) throw new Error(`nginx did not answer on ${listen}: ${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers, redirect: "manual" });
  return { status: res.status, cache: res.headers.get("x-cache-status"), headers: res.headers, body: await res.text() };
}

test.describe.configure({ mode: "serial", timeout: 90_000 });

test.beforeAll(async () => {
  expect(NGINX, "nginx is not installed: run scripts/install-nginx.sh (CI's .ci/run and npm run test:setup do)").toBeTruthy();
  const fake = spawn(process.execPath, ["scripts/fake-upstream.mjs"], { env: { ...process.env, FAKE_UPSTREAM_PORT: String(FAKE_UPSTREAM_PORT) }, stdio: "ignore" });
  children.push(fake);
  const started = await Promise.all([
    ...INSTANCE_PORTS.map((port) => startProductionServer({ port, env: { TRUST_PROXY: "1" } })),
    startProductionServer({
      port: FAILING_INSTANCE_PORT,
      env: { TRUST_PROXY: "1", CONTENT_API_URL: `http://127.0.0.1:${FAKE_UPSTREAM_PORT}`, CONTENT_API_TIMEOUT_MS: "2000" },
    }),
  ]);
  sites.push(...started);
  await startNginx(FRONT_PORT, INSTANCE_PORTS);
  await startNginx(FAILING_FRONT_PORT, [FAILING_INSTANCE_PORT, FAILING_INSTANCE_PORT]);
});

test.afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
  await Promise.all(sites.map((site) => site.stop()));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

test("the second GET of a page is a cache hit, byte-identical; Arabic and English are separate entries", async () => {
  const ar1 = await get(`${FRONT}/ar/home`);
  const ar2 = await get(`${FRONT}/ar/home`);
  expect([ar1.status, ar1.cache]).toEqual([200, "MISS"]);
  expect([ar2.status, ar2.cache]).toEqual([200, "HIT"]);
  expect(ar2.body).toBe(ar1.body);
  expect(ar2.headers.get("etag")).toBe(ar1.headers.get("etag"));
  expect(ar2.body).toContain('<html lang="ar" dir="rtl"');

  const en1 = await get(`${FRONT}/en/home`);
  const en2 = await get(`${FRONT}/en/home`);
  expect([en1.cache, en2.cache]).toEqual(["MISS", "HIT"]);
  expect(en2.body).toContain('<html lang="en" dir="ltr"');
  expect(en2.body).not.toBe(ar2.body);
});

test("a contact POST and the flash page after it are never served from the cache", async () => {
  // The page is cached first, so a hit would be possible if the rules let it.
  await get(`${FRONT}/en/contact-us`);
  expect((await get(`${FRONT}/en/contact-us`)).cache).toBe("HIT");
  const form = new URLSearchParams({
    firstName: "Layla",
    lastName: "Haddad",
    email: "layla@example.org",
    phoneNumber: "966501234567",
    jobTitle: "Curriculum lead",
    companyName: "Al Noor Schools",
    country: "Saudi Arabia",
    comment: `We would like to see the reading series. nginx-e2e-${Date.now()}`,
    website: "",
  });
  for (let i = 0; i < 2; i++) {
    const post = await fetch(`${FRONT}/en/contact-us`, { method: "POST", body: form, redirect: "manual" });
    expect(post.status).toBe(303);
    expect(post.headers.get("x-cache-status")).toBeNull();
    const cookie = post.headers.getSetCookie().find((c) => c.startsWith("__flash="));
    expect(cookie).toBeTruthy();
    const flashed = await get(`${FRONT}/en/contact-us`, { cookie: cookie!.split(";")[0] });
    expect(flashed.cache).toBe("BYPASS");
    expect(flashed.headers.get("cache-control")).toBe("private, no-store");
    expect(flashed.body).toContain(FLASH_SHOWN);
  }
  // And the flash never reached the shared copy.
  const after = await get(`${FRONT}/en/contact-us`);
  expect(after.cache).toBe("HIT");
  expect(after.body).not.toContain(FLASH_SHOWN);
  expect(after.body).toContain('<div class="flash-status" role="status">');
});

test("a page with a failed section is never stored", async () => {
  for (let i = 0; i < 3; i++) {
    const page = await get(`${FAILING_FRONT}/en/home`);
    expect(page.status).toBe(200);
    expect(page.body).toContain("error-view");
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(page.cache).toBe("MISS");
  }
});

test("a page served from nginx's cache hydrates under its CSP", async ({ page }) => {
  const problems = watchConsole(page);
  const warm = await get(`${FRONT}/en/about/history`);
  expect(warm.status).toBe(200);
  const response = await page.goto(`${FRONT}/en/about/history`);
  expect(response?.headers()["x-cache-status"]).toBe("HIT");
  expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  await waitForHydration(page);
  // JS only: a link followed without a document load, its data fetched by the client router.
  const data = page.waitForRequest((request) => new URL(request.url()).pathname.endsWith(".data"));
  await page.locator('a[href="/en/contact-us"]').first().click();
  await data;
  await expect(page).toHaveURL(/\/en\/contact-us$/);
  expect(problems).toEqual([]);
});

test("with one instance killed, pages are still served", async () => {
  await sites[0].kill("SIGKILL");
  // Pages nobody cached yet: each must reach the instance still up.
  for (const path of ["/ar/news", "/en/news", "/ar/about/awards", "/en/about/awards", "/ar/projects", "/en/projects"]) {
    const res = await get(`${FRONT}${path}`);
    expect(res.status, path).toBe(200);
    expect(res.cache, path).toBe("MISS");
  }
});

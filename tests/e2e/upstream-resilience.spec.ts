/**
 * The group's backend down after visitors warmed the site: pages read before the outage still render whole
 * from the content cache, in both languages, and a page nobody read shows its section error with the
 * transport error's message but no internal address. Runs its own site in upstream mode, reading the e2e
 * site's embedded API through a switchable proxy under a path prefix (scripts/lib/switchable-upstream.mjs).
 */
import { test, expect, LANGS, waitForHydration } from "./fixtures";
import { startProductionServer } from "../../scripts/lib/prod-server.mjs";
import { startSwitchableUpstream } from "../../scripts/lib/switchable-upstream.mjs";

const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
const ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
const BACKEND_PORT = E2E_PORT + 4;
const SITE_PORT = E2E_PORT + 5;
const WARM = ["home", "about/history", "news"];
const COLD = "about/awards";
/** What a transport error could leak: an IP, a host with a port, the backend's port. */
const ADDRESS = new RegExp(String.raw`\b(?:\d{1,3}\.){3}\d{1,3}\b|\blocalhost\b|:${BACKEND_PORT}\b|\[[0-9a-f:]+\]`, "i");

type Backend = Awaited<ReturnType<typeof startSwitchableUpstream>>;
type Site = Awaited<ReturnType<typeof startProductionServer>>;
let backend: Backend;
let site: Site;

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async () => {
  backend = await startSwitchableUpstream({ port: BACKEND_PORT, target: ORIGIN, prefix: "/backend" });
  site = await startProductionServer({
    port: SITE_PORT,
    // No page cache: what carries the pages through the outage must be the content cache. The default budget
    // (5 s): a freshly started origin on a busy machine takes 1–2 s over its first calls.
    env: { CONTENT_API_URL: backend.url, HTML_CACHE_SECONDS: "0" },
    // The outage's failed calls are logged as errors by design; they would only bury the test output.
    quiet: true,
  });
});

test.afterAll(async () => {
  await site?.stop();
  await backend?.stop();
});

test("with the backend up, pages read through the prefixed URL render whole", async ({ page }) => {
  for (const lang of LANGS) {
    for (const path of WARM) {
      const res = await page.goto(`${site.base}/${lang}/${path}`);
      expect(res?.status(), path).toBe(200);
      await expect(page.locator("h1").first()).toBeVisible();
      await expect(page.locator(".error-view"), `${lang}/${path}`).toHaveCount(0);
    }
  }
  expect(backend.stats.requests).toBeGreaterThan(0);
});

test("with the backend switched off, warmed pages still render whole and hydrate, in both languages", async ({ page }) => {
  await backend.off();
  const before = backend.stats.requests;
  for (const lang of LANGS) {
    for (const path of WARM) {
      const res = await page.goto(`${site.base}/${lang}/${path}`);
      expect(res?.status(), path).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.locator("h1").first()).toBeVisible();
      await expect(page.locator(".error-view"), `${lang}/${path}`).toHaveCount(0);
    }
  }
  await waitForHydration(page);
  expect(backend.stats.requests).toBe(before);
});

test("with the backend switched off, a cold page shows its section errors without an internal address", async ({ page }) => {
  for (const lang of LANGS) {
    const res = await page.goto(`${site.base}/${lang}/${COLD}`);
    expect(res?.status()).toBe(200);
    const messages = page.locator(".error-view:visible .error-view-message");
    await expect(messages.first()).toContainText("ECONNREFUSED");
    for (const text of await messages.allTextContents()) expect(text).not.toMatch(ADDRESS);
    // Nor anywhere in the document: the loader data travels in it too.
    const html = await page.content();
    expect(html).toContain("ECONNREFUSED");
    expect(html).not.toMatch(new RegExp(String.raw`ECONNREFUSED[\s:]+[\d[]|:${BACKEND_PORT}\b`));
  }
});

test("a backend body over the cap is that section's error, in both languages, and the page still renders", async ({ page }) => {
  await backend.on();
  // 20 MB without Content-Length: the site must refuse it while it streams (CONTENT_API_MAX_BYTES, 4 MB).
  backend.oversize("/api/Blogs/GetAll", 20 * 1024 * 1024);
  for (const lang of LANGS) {
    const res = await page.goto(`${site.base}/${lang}/blogs`);
    expect(res?.status()).toBe(200);
    await expect(page.locator("h1").first()).toBeVisible();
    await expect(page.locator(".error-view:visible .error-view-message").first()).toHaveText(
      "Response from /api/Blogs/GetAll exceeds 4194304 bytes",
    );
  }
  // Each view stopped reading once past the cap, far short of the 20 MB offered.
  await expect.poll(() => backend.stats.oversizedAborted).toBe(LANGS.length);
});

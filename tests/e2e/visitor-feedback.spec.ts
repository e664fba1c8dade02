/**
 * What visitors see while they wait and what assistive technology hears: the "Loading…" indicator on slow client
 * navigations (never on quick ones), social links named in the page's language, the largest image never lazy.
 */
import type { Page } from "@playwright/test";
import { test, expect, LANGS, waitForHydration } from "./fixtures";

const LOADING = { ar: "جارٍ التحميل…", en: "Loading…" } as const;
const NETWORKS = {
  ar: ["إنستغرام", "إكس (تويتر)", "فيسبوك", "يوتيوب", "لينكدإن", "سناب شات"],
  en: ["Instagram", "X (Twitter)", "Facebook", "YouTube", "LinkedIn", "Snapchat"],
} as const;

/** Records whether the indicator ever appeared, however briefly. */
async function watchIndicator(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    const w = window as unknown as { __pendingSeen: boolean };
    w.__pendingSeen = false;
    new MutationObserver(() => {
      if (document.querySelector(".pending-indicator-box")) w.__pendingSeen = true;
    }).observe(document.body, { subtree: true, childList: true });
  });
  return () => page.evaluate(() => (window as unknown as { __pendingSeen: boolean }).__pendingSeen);
}

for (const lang of LANGS) {
  test(`a slow client navigation shows "Loading…", politely (${lang})`, async ({ page }) => {
    await page.goto(`/${lang}/home`);
    await waitForHydration(page);
    // The next page's data arrives 2.5 s late.
    await page.route("**/*.data*", async (route) => {
      await new Promise((r) => setTimeout(r, 2500));
      await route.continue();
    });
    const indicator = page.locator(".pending-indicator");
    await expect(indicator).toHaveAttribute("role", "status");
    await expect(indicator).toHaveAttribute("aria-live", "polite");
    await page.locator(`footer a[href="/${lang}/solutions/k-12"]`).click();
    await expect(indicator).toHaveText(LOADING[lang]);
    await expect(page).toHaveURL(new RegExp(`/${lang}/solutions/k-12$`), { timeout: 10_000 });
    await expect(indicator).toHaveText("");
  });

  test(`a quick client navigation never flashes the indicator (${lang})`, async ({ page }) => {
    // The data of each page, once fetched, is answered at once afterwards: the navigation watched below is quick
    // however busy the machine is.
    const answered = new Map<string, { status: number; headers: Record<string, string>; body: Buffer }>();
    await page.route("**/*.data*", async (route) => {
      const url = route.request().url();
      let kept = answered.get(url);
      if (!kept) {
        const res = await route.fetch();
        kept = { status: res.status(), headers: res.headers(), body: await res.body() };
        answered.set(url, kept);
      }
      await route.fulfill(kept);
    });
    await page.goto(`/${lang}/home`);
    await waitForHydration(page);
    const link = page.locator(`footer a[href="/${lang}/solutions/k-12"]`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/solutions/k-12$`));
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/${lang}/home$`));
    await expect(page.locator(".pending-indicator-box")).toHaveCount(0);

    const seen = await watchIndicator(page);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/solutions/k-12$`));
    await expect(page.locator("h1")).toBeVisible();
    // Past the delay, so a late indicator would have shown by now.
    await page.waitForTimeout(600);
    expect(await seen()).toBe(false);
  });

  test(`social links are named in the page's language (${lang})`, async ({ page }) => {
    await page.goto(`/${lang}/home`);
    const names = await page
      .locator("footer .social-links a")
      .evaluateAll((links) => links.map((a) => a.textContent?.trim() ?? ""));
    expect(names.map((n) => NETWORKS[lang].find((network) => n.startsWith(network)))).toEqual([...NETWORKS[lang]]);
    if (lang === "ar") for (const name of names) expect(name).not.toMatch(/[A-Za-z]/);
  });

  test(`the news item's main image, its largest paint, loads first (${lang})`, async ({ page }) => {
    await page.goto(`/${lang}/news/news-details/3`);
    const image = page.locator(".detail-main-image");
    await expect(image).toHaveAttribute("loading", "eager");
    await expect(image).toHaveAttribute("fetchpriority", "high");
    await expect(page.locator(".banner-media")).toHaveAttribute("fetchpriority", "high");
  });
}

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
    await page.clock.install();
    await page.goto(`/${lang}/home`);
    await waitForHydration(page);
    const seen = await watchIndicator(page);
    // The page's clock stands still while the navigation runs, so it ends before the 400 ms delay could pass,
    // however busy the machine; then the clock runs well past the delay.
    await page.clock.pauseAt(Date.now() + 1000);
    await page.locator(`footer a[href="/${lang}/solutions/k-12"]`).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/solutions/k-12$`));
    await expect(page.locator("h1")).toBeVisible();
    await page.clock.runFor(2000);
    expect(await seen()).toBe(false);
    await expect(page.locator(".pending-indicator")).toHaveText("");
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

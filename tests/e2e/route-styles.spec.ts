/**
 * Per-route stylesheets (decision 024): a page inlines the site's stylesheet and only the stylesheets its routes
 * declare; a client navigation into a route whose stylesheet the document lacks shows that page styled from its
 * first frame; without JavaScript every page is styled on load, with no stylesheet request.
 */
import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { test, expect, LANGS, watchConsole, waitForHydration } from "./fixtures";

/**
 * Issue 10: the home page's document ≤ 20 KB gzip, at Node's default level (what `compression` serves); KB as
 * `npm run bench` and `npm run size` count them (1,024 bytes).
 */
const HOME_GZIP_BUDGET = 20 * 1024;
/** A rule of each page stylesheet, as the minified text reads it, found in no other stylesheet. */
const SOLUTIONS_RULE = ".tab-list{";
const CONTACT_RULE = ".contact-form-card{";
const SAND = "rgb(244, 239, 230)";

/** What only each page's own stylesheet sets: the solution tabs' bar, the enquiry form's card. */
const SOLUTION_STYLED = { selector: ".tab-list", property: "background-color", value: SAND };
const CONTACT_STYLED = { selector: ".contact-form-card", property: "padding-top", value: "36px" };

type Probe = typeof SOLUTION_STYLED;

/**
 * Records the probe's computed value the moment its element enters the document (a MutationObserver callback
 * runs before the browser paints): a page committed before its stylesheet applies would read the default here.
 */
async function watchArrival(page: Page, probe: Probe): Promise<void> {
  await page.evaluate(({ selector, property }) => {
    const w = window as unknown as { arrival?: Promise<string> };
    w.arrival = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        const element = document.querySelector(selector);
        if (!element) return;
        observer.disconnect();
        resolve(getComputedStyle(element).getPropertyValue(property));
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
  }, probe);
}

async function arrivedStyled(page: Page, probe: Probe): Promise<void> {
  const value = await page.evaluate(() => (window as unknown as { arrival: Promise<string> }).arrival);
  expect(value, `${probe.selector} ${probe.property} when it first appeared`).toBe(probe.value);
}

/** Follows a link as a visitor's click would (the delegated handler in site-link.tsx), wherever it sits. */
async function follow(page: Page, href: string): Promise<void> {
  await page
    .locator(`a[href="${href}"]`)
    .first()
    .evaluate((a: HTMLAnchorElement) => a.click());
  await expect(page).toHaveURL(href);
}

for (const lang of LANGS) {
  test(`${lang}: home inlines neither solution nor contact rules and stays under budget; each page has its own`, async ({
    request,
  }) => {
    const home = await (await request.get(`/${lang}/home`)).text();
    expect(home).not.toContain(SOLUTIONS_RULE);
    expect(home).not.toContain(CONTACT_RULE);
    expect(gzipSync(home).length, "home gzip bytes").toBeLessThanOrEqual(HOME_GZIP_BUDGET);

    const solution = await (await request.get(`/${lang}/solutions/k-12`)).text();
    expect(solution).toContain(SOLUTIONS_RULE);
    expect(solution).not.toContain(CONTACT_RULE);
    const contact = await (await request.get(`/${lang}/contact-us`)).text();
    expect(contact).toContain(CONTACT_RULE);
    expect(contact).not.toContain(SOLUTIONS_RULE);
    // Nothing on a first load waits for a stylesheet request.
    for (const html of [home, solution, contact]) expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
  });

  test(`${lang}: client navigation home → solution → contact → back shows each page styled from its first frame`, async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.goto(`/${lang}/home`);
    await waitForHydration(page);
    // The styles of JavaScript-only states arrive once hydrated, not in the document.
    await expect(page.locator('head link[rel="stylesheet"][href*="/enhancements-"]')).toHaveCount(1);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    await watchArrival(page, SOLUTION_STYLED);
    await follow(page, `/${lang}/solutions/k-12`);
    await arrivedStyled(page, SOLUTION_STYLED);
    await expect(page.locator(".tab-list")).toHaveCSS("display", "flex");

    await watchArrival(page, CONTACT_STYLED);
    await follow(page, `/${lang}/contact-us`);
    await arrivedStyled(page, CONTACT_STYLED);

    await watchArrival(page, SOLUTION_STYLED);
    await page.goBack();
    await expect(page).toHaveURL(`/${lang}/solutions/k-12`);
    await arrivedStyled(page, SOLUTION_STYLED);
    await expect(page.locator(".tab-list")).toHaveCSS("display", "flex");

    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
      "no full reload",
    ).toBe(true);
    expect(problems).toEqual([]);
  });

  test(`${lang}: a stylesheet the document inlined is never linked again`, async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto(`/${lang}/solutions/k-12`);
    await waitForHydration(page);
    await follow(page, `/${lang}/contact-us`);
    await expect(page.locator(".contact-form-card")).toHaveCSS(CONTACT_STYLED.property, CONTACT_STYLED.value);
    await follow(page, `/${lang}/solutions/corporates`);
    await expect(page.locator(".category-section, .category-group, .services-slider").first()).toBeVisible();
    // Corporates declares the stylesheets k-12 did, inlined by the first document: no link to either.
    const linkedAgain = await page.evaluate(() => {
      const inlined = new Set(
        Array.from(document.querySelectorAll<HTMLStyleElement>("style[data-href]"), (s) => s.dataset.href),
      );
      return Array.from(document.querySelectorAll('link[rel="stylesheet"]'), (l) => l.getAttribute("href")).filter(
        (h) => inlined.has(h ?? ""),
      );
    });
    expect(linkedAgain).toEqual([]);
    expect(problems).toEqual([]);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  for (const lang of LANGS) {
    test(`${lang}: each page is styled on load`, async ({ page }) => {
      await page.goto(`/${lang}/home`);
      await expect(page.locator(".banner").first()).toHaveCSS("position", "relative");
      await page.goto(`/${lang}/solutions/k-12`);
      await expect(page.locator(SOLUTION_STYLED.selector)).toHaveCSS(SOLUTION_STYLED.property, SOLUTION_STYLED.value);
      await expect(page.locator(".tab-list")).toHaveCSS("display", "flex");
      await page.goto(`/${lang}/contact-us`);
      await expect(page.locator(CONTACT_STYLED.selector)).toHaveCSS(CONTACT_STYLED.property, CONTACT_STYLED.value);
      await page.goto(`/${lang}/news/news-details/3`);
      await expect(page.locator(".detail-grid")).toHaveCSS("display", "grid");
    });
  }
});

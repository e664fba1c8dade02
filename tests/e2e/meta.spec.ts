/**
 * One meta recipe on every page: title with the brand, a description (the
 * page's own text, else the site's default), canonical and hreflang on
 * SITE_URL, Open Graph with property=, a Twitter card; error pages say noindex.
 */
import type { Page } from "@playwright/test";
import { test, expect, LANGS, waitForHydration, FAILING_SITE } from "./fixtures";

const BRAND = { ar: "مجموعة منار للتعليم والنشر", en: "Manar Education & Publishing Group" } as const;

async function head(page: Page) {
  return page.evaluate(() => {
    const attr = (selector: string, name = "content") =>
      document.head.querySelector(selector)?.getAttribute(name) ?? null;
    return {
      title: document.title,
      description: attr('meta[name="description"]'),
      canonical: attr('link[rel="canonical"]', "href"),
      alternates: Object.fromEntries(
        [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
          l.getAttribute("hreflang"),
          l.getAttribute("href"),
        ]),
      ),
      og: Object.fromEntries(
        [...document.head.querySelectorAll('meta[property^="og:"]')].map((m) => [
          m.getAttribute("property"),
          m.getAttribute("content"),
        ]),
      ),
      ogByName: document.head.querySelectorAll('meta[name^="og:"]').length,
      twitter: attr('meta[name="twitter:card"]'),
      robots: attr('meta[name="robots"]'),
    };
  });
}

const PAGES = [
  "/home",
  "/about/awards",
  "/solutions/corporates",
  "/projects/project-details/3",
  "/news/news-details/3",
  "/contact-us",
];

for (const lang of LANGS) {
  test.describe(`meta tags in ${lang}`, () => {
    for (const path of PAGES) {
      test(`${path}`, async ({ page, baseURL }) => {
        await page.goto(`/${lang}${path}`);
        const h = await head(page);
        expect(h.title).toMatch(new RegExp(`\\S.* \\| ${BRAND[lang]}$|^${BRAND[lang]}$`));
        expect(h.description).toMatch(/\S{3,}/);
        expect(h.description!.length).toBeLessThanOrEqual(160);
        expect(h.canonical).toBe(`${baseURL}/${lang}${path}`);
        expect(h.alternates).toEqual({
          ar: `${baseURL}/ar${path}`,
          en: `${baseURL}/en${path}`,
          "x-default": `${baseURL}/ar${path}`,
        });
        expect(h.og).toMatchObject({
          "og:title": h.title,
          "og:description": h.description,
          "og:url": h.canonical,
          "og:site_name": BRAND[lang],
          "og:locale": lang === "ar" ? "ar_AR" : "en_GB",
          "og:type": path.includes("news-details") ? "article" : "website",
        });
        expect(h.og["og:image"]).toMatch(new RegExp(`^${baseURL}/`));
        expect(h.ogByName).toBe(0);
        expect(h.twitter).toBe("summary_large_image");
        expect(h.robots).toBeNull();
      });
    }
  });
}

test("a page without an image of its own shares the site's card, which exists", async ({ page, request, baseURL }) => {
  await page.goto("/en/contact-us");
  const image = (await head(page)).og["og:image"]!;
  expect(image).toBe(`${baseURL}/images/brand/og.png`);
  expect((await head(page)).og["og:image:type"]).toBe("image/png");
  const res = await request.get(image);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("image/png");
});

test("a page whose head section failed falls back to the site's description", async ({ page }) => {
  await page.goto(`${FAILING_SITE}/en/solutions/corporates`);
  const h = await head(page);
  expect(h.description).toMatch(/^Manar Education & Publishing Group: /);
  expect(h.og["og:image"]).toMatch(/\/images\/brand\/og\.png$/);
});

test("the error pages say noindex", async ({ page }) => {
  await page.goto("/ar/no-such-page");
  expect((await head(page)).robots).toBe("noindex");
  await page.goto("/en/search/printing");
  expect((await head(page)).robots).toBe("noindex, follow");
});

test("client navigation replaces the tags with the new page's", async ({ page, baseURL }) => {
  await page.goto("/en/projects");
  await waitForHydration(page);
  const before = await head(page);
  await page.locator('a[href="/en/projects/project-details/3"]').first().click();
  await expect(page).toHaveURL(/project-details\/3$/);
  await expect.poll(async () => (await head(page)).canonical).toBe(`${baseURL}/en/projects/project-details/3`);
  const after = await head(page);
  expect(after.title).not.toBe(before.title);
  expect(after.alternates.ar).toBe(`${baseURL}/ar/projects/project-details/3`);
});

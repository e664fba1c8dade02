/**
 * Details pages have their own error boundary: an unknown id is a 404 that
 * says what was not found and links back to its list, in the page's
 * language, inside the site's header and footer.
 */
import { test, expect, LANGS, expectNoAxeViolations, waitForHydration } from "./fixtures";

const KINDS = [
  { list: "/news", details: "/news/news-details/", en: "This news item does not exist", ar: "هذا الخبر غير موجود" },
  { list: "/blogs", details: "/blogs/blogs-details/", en: "This blog post does not exist", ar: "هذه التدوينة غير موجودة" },
  { list: "/projects", details: "/projects/project-details/", en: "This project does not exist", ar: "هذا المشروع غير موجود" },
  {
    list: "/about/social-impact",
    details: "/about/social-impact/projects/",
    en: "This social-impact project does not exist",
    ar: "مشروع الأثر الاجتماعي هذا غير موجود",
  },
] as const;

for (const js of [true, false]) {
  test.describe(`an unknown id, first visit (JavaScript ${js ? "on" : "off"})`, () => {
    test.use({ javaScriptEnabled: js });
    for (const lang of LANGS) {
      for (const kind of KINDS) {
        test(`${lang}${kind.details}9999 says what is missing and links back`, async ({ page }) => {
          const res = await page.goto(`/${lang}${kind.details}9999`);
          expect(res?.status()).toBe(404);
          await expect(page.locator("html")).toHaveAttribute("lang", lang);
          await expect(page.locator(".error-code")).toHaveText("404");
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(`404 ${kind[lang]}`);
          await expect(page.locator(".site-header")).toBeVisible();
          await expect(page.locator(".site-footer")).toBeVisible();
          await expect(page).toHaveTitle(new RegExp(`^404 — ${kind[lang]} \\| `));
          await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
          await page.locator("main .error-page a.btn").click();
          await expect(page).toHaveURL(new RegExp(`/${lang}${kind.list}$`));
          await expect(page.locator(".error-code")).toHaveCount(0);
        });
      }
    }
  });
}

test.describe("an unknown id reached by client navigation", () => {
  for (const lang of LANGS) {
    test(`${lang}: the 404 view and its title replace the page, the shell stays`, async ({ page }) => {
      await page.goto(`/${lang}/news`);
      await waitForHydration(page);
      const data = page.waitForResponse((r) => r.url().includes("/news/news-details/9999"));
      await page.evaluate(
        (to) => (window as unknown as { __remixRouter: { navigate: (to: string) => Promise<void> } }).__remixRouter.navigate(to),
        `/${lang}/news/news-details/9999`,
      );
      expect((await data).status()).toBe(404);
      await expect(page).toHaveURL(new RegExp(`/${lang}/news/news-details/9999$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`404 ${KINDS[0][lang]}`);
      await expect(page).toHaveTitle(new RegExp(`^404 — ${KINDS[0][lang]} \\| `));
      await expect(page.locator(".site-header")).toBeVisible();
      await expect(page.locator(".site-footer")).toBeVisible();
      await page.locator("main .error-page a.btn").click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/news$`));
      await expect(page.getByRole("heading", { level: 1 })).not.toContainText("404");
    });
  }
});

test.describe("the details 404 views pass axe", () => {
  for (const lang of LANGS) {
    test(`${lang}`, async ({ page, axe }) => {
      await page.goto(`/${lang}/projects/project-details/9999`);
      await expectNoAxeViolations(axe);
    });
  }
});

test("an unknown path still shows the site's own not-found page", async ({ page }) => {
  const res = await page.goto("/en/news/news-details");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Not Found");
  await expect(page).toHaveTitle(/^404 — Not Found \| /);
});

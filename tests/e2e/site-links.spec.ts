/**
 * Links to the site's pages are plain anchors (app/components/ui/site-link.tsx): without JavaScript they load the
 * next document, with it a plain click is a client-side navigation as Remix's <Link> gives, while a click the
 * browser should handle (Ctrl, a new tab) is left to it. The menu marks the current page as NavLink did.
 */
import { shellAr } from "../../app/i18n/dictionaries/shell.ar";
import { shellEn } from "../../app/i18n/dictionaries/shell.en";
import { test, expect, LANGS, waitForHydration, watchConsole } from "./fixtures";

const NAV = { ar: shellAr.nav, en: shellEn.nav };

for (const lang of LANGS) {
  test(`${lang}: a footer link is a client-side navigation, and Ctrl+click is left to the browser`, async ({ page, context }) => {
    const problems = watchConsole(page);
    await page.goto(`/${lang}/home`);
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const footerLink = page.locator("footer").getByRole("link", { name: NAV[lang].groupOverview, exact: true });
    await expect(footerLink).toHaveAttribute("href", `/${lang}/about/group-overview`);

    const opened = context.waitForEvent("page");
    await footerLink.click({ modifiers: ["Control"] });
    const tab = await opened;
    await tab.waitForLoadState("domcontentloaded");
    expect(new URL(tab.url()).pathname).toBe(`/${lang}/about/group-overview`);
    await tab.close();
    expect(new URL(page.url()).pathname).toBe(`/${lang}/home`);

    await footerLink.click();
    await page.waitForURL(`**/${lang}/about/group-overview`);
    await expect(page.locator("h1")).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // The menu's entry for this page says so, in both menus (desktop and mobile).
    const current = page.locator(`header a[aria-current="page"][href="/${lang}/about/group-overview"]`);
    await expect(current).toHaveCount(2);
    await expect(current.first()).toHaveClass(/active/);
    await page.goBack();
    await page.waitForURL(`**/${lang}/home`);
    expect(problems).toEqual([]);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  for (const lang of LANGS) {
    test(`${lang}: a footer link loads the page, and the menu marks it current`, async ({ page }) => {
      await page.goto(`/${lang}/home`);
      await page.locator("footer").getByRole("link", { name: NAV[lang].groupOverview, exact: true }).click();
      await page.waitForURL(`**/${lang}/about/group-overview`);
      await expect(page.locator(`header a[aria-current="page"][href="/${lang}/about/group-overview"]`)).toHaveCount(2);
    });
  }
});

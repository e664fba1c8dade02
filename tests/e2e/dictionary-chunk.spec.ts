/**
 * The browser's dictionary travels as a chunk of its own (app/i18n/browser-dictionary.ts), not in every page's
 * loader data: the document names it for preloading, the browser keeps it, hydration and a client-side switch
 * of language still translate every string, and a page whose dictionary cannot be fetched stays a working
 * page without JavaScript.
 */
import { contactAr } from "../../app/i18n/dictionaries/contact.ar";
import { contactEn } from "../../app/i18n/dictionaries/contact.en";
import { test, expect, LANGS, waitForHydration, watchConsole } from "./fixtures";

/** A string the home page never renders: found in its HTML only if the dictionary travelled with it. */
const UNRENDERED = { ar: contactAr.contact.errors.firstNameRequired, en: contactEn.contact.errors.firstNameRequired };
const OTHER = { ar: "en", en: "ar" } as const;
/** The header's first navigation entry in each language, as the dictionaries spell it. */
const HOME = { ar: "الرئيسية", en: "Home" };

for (const lang of LANGS) {
  test(`${lang}: the document names its dictionary chunk instead of carrying the dictionary`, async ({ request }) => {
    const html = await (await request.get(`/${lang}/home`)).text();
    expect(html).not.toContain(UNRENDERED[lang]);
    const href = new RegExp(`<link rel="modulepreload" href="(/build/_shared/${lang}-[A-Z0-9]+\\.js)"/>`).exec(html)?.[1];
    expect(href, "a preload of the language's dictionary chunk").toBeTruthy();
    const chunk = await request.get(href!);
    expect(chunk.status()).toBe(200);
    expect(chunk.headers()["cache-control"]).toContain("immutable");
    // The chunk holds the string the page left out (esbuild writes non-ASCII as \u escapes).
    const source = (await chunk.text()).replace(/\\u([0-9A-F]{4})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    expect(source).toContain(UNRENDERED[lang]);
  });

  test(`${lang}: the page hydrates, and a client-side switch to the other language is translated`, async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto(`/${lang}/home`);
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const other = OTHER[lang];
    await page.locator(`header a[hreflang="${other}"]`).first().click();
    await expect(page.locator("html")).toHaveAttribute("lang", other);
    await expect(page.locator("header nav a").first()).toHaveText(HOME[other]);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(problems).toEqual([]);
  });

  test(`${lang}: without its dictionary chunk the page stays usable as without JavaScript`, async ({ page }) => {
    await page.route(`**/build/_shared/${lang}-*.js`, (route) => route.abort());
    await page.goto(`/${lang}/home`);
    await expect(page.locator("header nav a").first()).toHaveText(HOME[lang]);
    // Not hydrated: links are plain links, and a click loads the next document.
    await page.waitForLoadState("load");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
    await page.locator(`header a[hreflang="${OTHER[lang]}"]`).first().click();
    await expect(page.locator("html")).toHaveAttribute("lang", OTHER[lang]);
  });
}

/**
 * The browser's dictionary travels as a JSON document of its own (app/i18n/browser-dictionary.ts), not in every
 * page's loader data: the page names it for preloading, the browser keeps it, hydration and a client-side switch
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
  test(`${lang}: the page names its dictionary instead of carrying it`, async ({ request }) => {
    const html = await (await request.get(`/${lang}/home`)).text();
    expect(html).not.toContain(UNRENDERED[lang]);
    const href = new RegExp(`<link rel="preload" as="fetch" crossorigin="anonymous" href="(/i18n/${lang}\\.[0-9a-f]{12}\\.json)" data-dictionary=""/>`).exec(html)?.[1];
    expect(href, "a preload of the language's dictionary").toBeTruthy();
    const dictionary = await request.get(href!);
    expect(dictionary.status()).toBe(200);
    expect(dictionary.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(await dictionary.text()).toContain(UNRENDERED[lang]);
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

  test(`${lang}: without its dictionary the page stays usable as without JavaScript`, async ({ page }) => {
    await page.route(`**/i18n/${lang}.*.json`, (route) => route.abort());
    // The entry module runs after the load event (decision 023) and gives up on hydrating when the fetch fails.
    const gaveUp = page.waitForEvent("console", (msg) => msg.text().includes("dictionary could not be loaded"));
    await page.goto(`/${lang}/home`, { waitUntil: "load" });
    await expect(page.locator("header nav a").first()).toHaveText(HOME[lang]);
    await gaveUp;
    // Not hydrated: links are plain links, and a click loads the next document.
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
    await page.locator(`header a[hreflang="${OTHER[lang]}"]`).first().click();
    await expect(page.locator("html")).toHaveAttribute("lang", OTHER[lang]);
  });
}

import type { Page } from "@playwright/test";
import { test, expect, LANGS, expectNoAxeViolations, watchConsole, FAILING_SITE, UPSTREAM_FAILURE_MESSAGE } from "./fixtures";

type Lang = (typeof LANGS)[number];

interface ApiResult {
  id: number | null;
  flag: string;
  titleEn: string;
  titleAr: string;
  descrpitonEn: string;
  descrpitonAr: string;
}

/** SPEC section 9, written out again here so the page is checked against the SPEC, not against itself. */
function expectedPath(flag: string, id: number | null): string {
  const table: Record<string, string> = {
    additions: "/home#additions",
    awards: "/about/awards",
    home: "/home",
    Publishing: "/solutions/publishing",
    K2: "/solutions/k-12",
    EducationalInstitutionTahea: "/educational-institutions/international-academy",
    EducationalInstitutionTechnologySchool: "/educational-institutions/applied-technology-school",
    EducationalInstitutionPrinting: "/educational-institutions/printing-academy",
    History: "/about/history",
    Subsidiaries: "/about/subsidiaries",
    marketing: "/about/markets",
    Certificates: "/educational-certificates/exam-center",
    VocationalEducation: "/solutions/vocational-education",
    Corporates: "/solutions/corporates",
    "Teaching Arabic as a Foreign Language": "/solutions/Teaching",
    "Higher Education": "/solutions/higher-education",
    "Investing in Startups": "/solutions/investing-startups",
  };
  if (flag === "news") return id ? `/news/news-details/${id}` : "/news";
  if (flag === "projects") return id ? `/projects/project-details/${id}` : "/projects";
  if (flag === "Socialimpact") return id ? `/about/social-impact/projects/${id}` : "/about/social-impact";
  return table[flag] ?? "/home";
}

/** One query per flag of the table, each finding at least one seeded item with that flag. */
const FLAG_QUERIES: Array<[string, string]> = [
  ["additions", "Al-Adwaa Science Series"],
  ["news", "Agreement Signed to Expand Digital Learning"],
  ["awards", "Arabic Content Innovation Award"],
  ["home", "About Manar"],
  ["Publishing", "Printing"],
  ["K2", "Al-Adwaa"],
  ["EducationalInstitutionTahea", "Manar International Academy"],
  ["EducationalInstitutionTechnologySchool", "Manar Applied Technology School"],
  ["EducationalInstitutionPrinting", "Manar Printing Academy"],
  ["History", "Printing Academy"],
  ["Socialimpact", "Books for Every Reader"],
  ["Subsidiaries", "Manar Arabic Institute"],
  ["marketing", "Distribution Network Built Around the School Year"],
  ["projects", "AI Tutoring Pilot"],
  ["Certificates", "Arabic Language Proficiency Test"],
  ["VocationalEducation", "Capability Building for Vocational Educators"],
  ["Corporates", "Capability Building Programs for Workforce"],
  ["Teaching Arabic as a Foreign Language", "Arabic Language Programs"],
  ["Higher Education", "Academic Publishing"],
  ["Investing in Startups", "Incubation and Mentorship"],
];

const searchPath = (lang: Lang, query: string) => `/${lang}/search/${encodeURIComponent(query)}`;
const cards = (page: Page) => page.locator(".search-card");
const readMore = (lang: Lang) => (lang === "ar" ? "اقرأ المزيد" : "Read More");

function words(text: string): string[] {
  return text.replace(/…$/, "").split(/\s+/).filter(Boolean);
}

test.describe("search page", () => {
  for (const lang of LANGS) {
    test(`the header search leads to /${lang}/search/{key} with cards (${lang})`, async ({ page, axe }) => {
      const problems = watchConsole(page);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`/${lang}/home`);
      await page.locator(".search-toggle > summary").click();
      await page.locator("#site-search").fill(lang === "ar" ? "الطباعة" : "printing");
      await page.locator("#site-search").press("Enter");
      await expect(page).toHaveURL(searchPath(lang, lang === "ar" ? "الطباعة" : "printing"));
      await expect(page.getByRole("heading", { level: 1 })).toContainText(lang === "ar" ? "الطباعة" : "printing");
      await expect(page).toHaveTitle(lang === "ar" ? /«الطباعة»/ : /“printing”/);
      await expect(cards(page).first()).toBeVisible();
      expect(await cards(page).count()).toBeGreaterThan(3);
      await expect(cards(page).first().getByRole("link", { name: new RegExp(`^${readMore(lang)}`) })).toBeVisible();
      await expectNoAxeViolations(axe);
      expect(problems).toEqual([]);
    });

    test(`cards show titles and descriptions cut to 10 words, in the page's language (${lang})`, async ({ page, request }) => {
      const query = "printing";
      const api = (await (await request.get(`/api/home/search?searchKey=${query}`)).json()) as { result: ApiResult[] };
      await page.goto(searchPath(lang, query));
      await expect(cards(page)).toHaveCount(api.result.length);
      let cut = 0;
      for (const [i, r] of api.result.entries()) {
        const card = cards(page).nth(i);
        const title = (await card.getByRole("heading").textContent()) ?? "";
        const description = (await card.locator(".search-card-text").textContent()) ?? "";
        const fullTitle = lang === "ar" ? r.titleAr : r.titleEn;
        const fullDescription = (lang === "ar" ? r.descrpitonAr : r.descrpitonEn).replace(/<[^>]*>/g, " ");
        for (const [shown, full] of [
          [title, fullTitle],
          [description, fullDescription],
        ]) {
          const fullWords = words(full);
          if (fullWords.length > 10) {
            cut += 1;
            expect(shown.endsWith("…")).toBe(true);
            expect(words(shown)).toHaveLength(10);
            // The first words are the text's own (punctuation at the cut may be dropped).
            expect(fullWords.slice(0, 9).join(" ")).toBe(words(shown).slice(0, 9).join(" "));
          } else {
            expect(shown).toBe(fullWords.join(" "));
          }
        }
      }
      expect(cut).toBeGreaterThan(0);
    });
  }

  test("three cards per row on wide screens, fewer on narrow ones", async ({ page }) => {
    const rows = async () => {
      const ys = await cards(page).evaluateAll((els) => els.slice(0, 6).map((el) => Math.round(el.getBoundingClientRect().top)));
      return ys.filter((y) => y === ys[0]).length;
    };
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(searchPath("en", "printing"));
    expect(await rows()).toBe(3);
    await page.setViewportSize({ width: 800, height: 900 });
    expect(await rows()).toBe(2);
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await rows()).toBe(1);
  });

  test("Arabic variants (hamza, taa marbuta, harakat, tatweel) find the seeded item", async ({ page }) => {
    for (const query of ["أكاديمية الطباعة", "اكاديميه الطباعه", "الطباعه", "الطِّباعة", "أَكَادِيمِيَّة", "الطبـــاعة"]) {
      await page.goto(searchPath("ar", query));
      await expect(page.getByRole("heading", { level: 2, name: "أكاديمية الطباعة", exact: true })).toBeVisible();
    }
  });

  for (const lang of LANGS) {
    test(`no results: a helpful message that echoes the query (${lang})`, async ({ page, axe }) => {
      const query = "qqzzxv nothing";
      await page.goto(searchPath(lang, query));
      await expect(cards(page)).toHaveCount(0);
      const empty = page.locator(".search-empty");
      await expect(empty.locator(".search-empty-title")).toHaveText(
        lang === "ar" ? `لم نعثر على نتائج تطابق «${query}».` : `We found nothing matching “${query}”.`,
      );
      await expect(empty.locator(".search-query")).toHaveText(lang === "ar" ? `«${query}»` : `“${query}”`);
      await expect(empty.getByRole("link", { name: lang === "ar" ? "الرئيسية" : "Home" })).toHaveAttribute("href", `/${lang}/home`);
      await expect(page.getByRole("searchbox", { name: lang === "ar" ? "ابحث في الموقع" : "Search the site" }).last()).toHaveValue(query);
      await expectNoAxeViolations(axe);
    });

    test(`a failing search shows the error view with its message (${lang})`, async ({ page }) => {
      await page.goto(`${FAILING_SITE}${searchPath(lang, "printing")}`);
      await expect(page.locator(".error-view")).toContainText(UPSTREAM_FAILURE_MESSAGE);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("printing");
    });
  }

  test("XSS payloads in the search key render as text, in the page and its title", async ({ page }) => {
    const problems = watchConsole(page);
    const dialogs: string[] = [];
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    for (const payload of [
      `<img src=x onerror="window.__xss=1;alert(1)">`,
      `"><script>window.__xss=2;alert(2)</script>`,
      `</title><script>window.__xss=3</script>`,
      `{{constructor.constructor('alert(4)')()}}`,
    ]) {
      await page.goto(searchPath("en", payload));
      await expect(page.getByRole("heading", { level: 1 })).toContainText(payload);
      expect(await page.title()).toContain(payload);
      await expect(page.locator(".search-empty .search-query")).toHaveText(`“${payload}”`);
      expect(await page.locator("main img[src='x'], main script").count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    }
    // Through the header box too.
    await page.locator(".search-toggle > summary").click();
    await page.locator("#site-search").fill(`<svg onload=alert(5)>`);
    await page.locator("#site-search").press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`<svg onload=alert(5)>`);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(problems).toEqual([]);
  });

  test("every flag of the table: Read More leads to its destination", async ({ page, request }) => {
    test.setTimeout(120_000);
    const seen = new Set<string>();
    const missing: string[] = [];
    for (const [flag, query] of FLAG_QUERIES) {
      const api = (await (await request.get(`/api/home/search?searchKey=${encodeURIComponent(query)}`)).json()) as { result: ApiResult[] };
      expect(api.result.some((r) => r.flag === flag), `"${query}" finds a ${flag} item`).toBe(true);
      for (const lang of LANGS) {
        await page.goto(searchPath(lang, query));
        const links = cards(page).getByRole("link", { name: new RegExp(`^${readMore(lang)}`) });
        await expect(links).toHaveCount(api.result.length);
        const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute("href")));
        // Every card, not only the one for this flag, points where the SPEC says.
        expect(hrefs).toEqual(api.result.map((r) => `/${lang}${expectedPath(r.flag, r.id)}`));
        for (const r of api.result) seen.add(r.flag);

        // Land on it: follow the first card of this flag when that page exists yet.
        const index = api.result.findIndex((r) => r.flag === flag);
        const target = hrefs[index]!;
        const status = (await request.get(target.replace(/#.*$/, ""), { maxRedirects: 0 })).status();
        if (status === 404) {
          missing.push(target);
          continue;
        }
        await links.nth(index).click();
        await expect(page).toHaveURL(target);
        await expect(page.locator(".error-code")).toHaveCount(0);
      }
    }
    expect([...seen].sort()).toEqual(expect.arrayContaining(FLAG_QUERIES.map(([f]) => f).sort()));
    if (missing.length) {
      test.info().annotations.push({ type: "destination not built yet (href asserted only)", description: missing.join(", ") });
    }
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    for (const lang of LANGS) {
      test(`the header's GET form and the page work (${lang})`, async ({ page }) => {
        await page.goto(`/${lang}/home`);
        await page.locator(".search-toggle > summary").click();
        await page.locator("#site-search").fill(" أكاديمية ");
        await page.locator("#site-search").press("Enter");
        await expect(page).toHaveURL(searchPath(lang, "أكاديمية"));
        await expect(cards(page).first()).toBeVisible();
        await expect(cards(page).first().getByRole("link", { name: new RegExp(`^${readMore(lang)}`) })).toHaveAttribute(
          "href",
          new RegExp(`^/${lang}/`),
        );
        // The results page's own box searches again.
        await page.getByRole("searchbox", { name: lang === "ar" ? "ابحث في الموقع" : "Search the site" }).last().fill("printing");
        await page.getByRole("search", { name: lang === "ar" ? "ابحث من جديد" : "Search again" }).getByRole("button").click();
        await expect(page).toHaveURL(searchPath(lang, "printing"));
        await expect(page.getByRole("heading", { level: 1 })).toContainText("printing");
      });
    }
    test("XSS in the key stays text without JavaScript", async ({ page }) => {
      const payload = `<img src=x onerror=alert(1)>`;
      await page.goto(searchPath("ar", payload));
      await expect(page.getByRole("heading", { level: 1 })).toContainText(payload);
      expect(await page.title()).toContain(payload);
      expect(await page.locator("main img[src='x']").count()).toBe(0);
    });
  });

  /** Controls, separators and bidi embeddings, overrides and isolates: none may reach the head. */
  const CONTROLS = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
  for (const lang of LANGS) {
    test(`controls and bidi overrides in the key never reach the title or meta tags (${lang})`, async ({ request }) => {
      const key = "exe\u202Etxt.\u2066evil\u2069 \u202Aa\u202Bb\u202Cc\u202Dd\u2067e\u2068f \u0000nul\u0085nel\u2028ls\u2029ps\u0007\u001b[31m\tred";
      for (const path of [searchPath(lang, key), `/${lang}/search?q=${encodeURIComponent(key)}`]) {
        const res = await request.get(path);
        expect(res.status()).toBe(200);
        const html = await res.text();
        const head = html.slice(0, html.indexOf("</head>"));
        const tags = [
          /<title>([^<]*)<\/title>/.exec(head)?.[1],
          /<meta name="description" content="([^"]*)"/.exec(head)?.[1],
          /<meta property="og:title" content="([^"]*)"/.exec(head)?.[1],
          /<meta property="og:description" content="([^"]*)"/.exec(head)?.[1],
        ];
        for (const tag of tags) {
          expect(tag, `${path}: ${JSON.stringify(tags)}`).toContain("evil");
          expect(CONTROLS.test(tag!), `${path}: ${JSON.stringify(tag)}`).toBe(false);
        }
        // Nowhere else in the head either (its markup may hold ordinary line breaks).
        expect(/[\u0085\u2028\u2029\u202A-\u202E\u2066-\u2069]/u.test(head), `${path}: head`).toBe(false);
      }
    });
  }

  test("a blank key goes home", async ({ request }) => {
    for (const key of ["%20%20", "%00", "%0D%0A%09", "%E2%80%AE%E2%81%A6"]) {
      const res = await request.get(`/en/search/${key}`, { maxRedirects: 0 });
      expect(res.status()).toBe(302);
      expect(res.headers()["location"]).toBe("/en/home");
    }
  });
});

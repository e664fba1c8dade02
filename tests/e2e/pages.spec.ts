import type { APIRequestContext } from "@playwright/test";
import { test, expect, LANGS, watchConsole, FAILING_SITE, UPSTREAM_FAILURE_MESSAGE } from "./fixtures";

type Lang = (typeof LANGS)[number];
const api = async <T>(request: APIRequestContext, path: string): Promise<T> => (await (await request.get(path)).json()).result as T;
const pick = (lang: Lang, v: Record<string, unknown>, key: string) => String(v[`${key}${lang === "ar" ? "Ar" : "En"}`]);

/** Every route of this spec with the API call whose items it must show. */
const ROUTES: Array<{ path: string; head?: string; items?: { api: string; key?: string; field?: string } }> = [
  { path: "/home", head: "/api/home/headSection", items: { api: "/api/WhatWeDo/GetAll" } },
  { path: "/about/group-overview", head: "/api/About/headSection", items: { api: "/api/About/values", key: "items" } },
  { path: "/about/subsidiaries", head: "/api/Subsidiaries/headSection", items: { api: "/api/Subsidiaries/subsidiaries" } },
  { path: "/about/markets", head: "/api/Marketings/headSection", items: { api: "/api/Marketings/countries", field: "name" } },
  { path: "/about/awards", head: "/api/Award/headSection", items: { api: "/api/Award/awards" } },
  { path: "/about/history", head: "/api/History/headSection", items: { api: "/api/History/historyyears" } },
  { path: "/about/social-impact", head: "/api/Sustainability/SustainabilityHeadSection", items: { api: "/api/Sustainability/GetSunProjects" } },
  { path: "/about/social-impact/projects/2" },
  { path: "/projects", head: "/api/ProjectsPage/ProjectPageHeadSection", items: { api: "/api/ProjectsPage/GetAll" } },
  { path: "/projects/project-details/10" },
  { path: "/projects/project-details/21" },
  { path: "/news", items: { api: "/api/LatestNews/GetAll" } },
  { path: "/news/news-details/3" },
  { path: "/blogs", items: { api: "/api/Blogs/GetAll" } },
  { path: "/blogs/blogs-details/5" },
];

for (const lang of LANGS) {
  test.describe(`pages in ${lang}`, () => {
    for (const route of ROUTES) {
      test(`${route.path} shows its seeded content and logs no errors`, async ({ page, request }) => {
        const problems = watchConsole(page);
        const res = await page.goto(`/${lang}${route.path}`);
        expect(res?.status()).toBe(200);
        if (route.head) {
          const head = await api<Record<string, string>>(request, route.head);
          await expect(page.locator("h1").first()).toHaveText(pick(lang, head, "title"));
        } else {
          await expect(page.locator("h1").first()).not.toBeEmpty();
        }
        if (route.items) {
          const data = await api<unknown>(request, route.items.api);
          const list = (route.items.key ? (data as Record<string, unknown>)[route.items.key] : data) as Array<Record<string, unknown>>;
          expect(list.length).toBeGreaterThan(0);
          for (const item of list.slice(0, 4)) {
            await expect(page.getByText(pick(lang, item, route.items.field ?? "title"), { exact: true }).first()).toBeAttached();
          }
        }
        // axe: audit.spec.ts checks every sitemap page once.
        expect(problems).toEqual([]);
      });
    }

    test("group overview anchors exist and scroll into view", async ({ page }) => {
      // Headroom: the first load waits for the page's images, resized on first request by the image route, whose
      // thread pool other specs keep busy (one CI run spent 23 s before the third anchor).
      test.slow();
      for (const anchor of ["headerpurpose", "whatWeDo", "ourBrings", "OurValues", "figures", "OurPartners"]) {
        await page.goto(`/${lang}/about/group-overview#${anchor}`);
        await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
      }
    });

    test("home has the additions anchor, reachable from another page", async ({ page }) => {
      await page.goto(`/${lang}/news`);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.goto(`/${lang}/home#additions`);
      await expect(page.locator("#additions")).toBeInViewport();
    });

    test("markets states more than 12,000 distribution points and lists the countries", async ({ page }) => {
      await page.goto(`/${lang}/about/markets`);
      await expect(page.locator("#map-copy")).toContainText(lang === "ar" ? "أكثر من 12,000 نقطة توزيع" : "more than 12,000 distribution points");
      for (const name of lang === "ar" ? ["الكويت", "مصر", "عُمان", "جيبوتي"] : ["United States", "Kuwait", "Egypt", "Oman", "Djibouti"]) {
        await expect(page.locator(".country-list")).toContainText(name);
      }
      await expect(page.getByRole("img", { name: lang === "ar" ? "خريطة الدول التي تعمل فيها منار" : "Map of the countries where Manar operates" })).toBeVisible();
    });

    test("social impact shows four numbered steps and six projects", async ({ page }) => {
      await page.goto(`/${lang}/about/social-impact`);
      await expect(page.locator(".step")).toHaveCount(4);
      await expect(page.locator(".step-number")).toHaveText(["1", "2", "3", "4"]);
      await expect(page.locator('a[href*="/about/social-impact/projects/"]')).toHaveCount(6);
    });

    test("project 10 uses its own description layout", async ({ page }) => {
      await page.goto(`/${lang}/projects/project-details/10`);
      await expect(page.locator('[data-layout="grid"] .project-panel')).toHaveCount(4);
      await page.goto(`/${lang}/projects/project-details/11`);
      await expect(page.locator('[data-layout="halves"]')).toHaveCount(1);
      await expect(page.locator('[data-layout="grid"]')).toHaveCount(0);
    });

    test("project details show includes, statistics and the latest section", async ({ page, request }) => {
      const p = await api<Record<string, unknown>>(request, "/api/ProjectsPage/GetProject?id=3");
      const latest = await api<Record<string, string>>(request, "/api/Projects/GetLatestProjectSection?id=3");
      await page.goto(`/${lang}/projects/project-details/3`);
      const includes = p.projectDetailsIncludesDtos as Array<Record<string, string>>;
      await expect(page.locator(".includes-list li")).toHaveCount(includes.length);
      await expect(page.locator(".includes-list li").first()).toHaveText(pick(lang, includes[0], "title"));
      await expect(page.locator(".stat-card")).toHaveCount((p.projectDetailsStatisticsDtos as unknown[]).length);
      await expect(page.locator("#latest-title")).toBeVisible();
      const firstWords = pick(lang, latest, "shortDescription").replace(/<[^>]*>/g, "").split(/\s+/).slice(0, 4).join(" ");
      await expect(page.locator(".lead")).toContainText(firstWords);
    });
  });
}

test("project 21 breaks its Arabic title into three lines, not its English one", async ({ page }) => {
  await page.goto("/ar/projects/project-details/21");
  await expect(page.locator("h1 .banner-title-line")).toHaveCount(3);
  await page.goto("/en/projects/project-details/21");
  await expect(page.locator("h1 .banner-title-line")).toHaveCount(0);
});

for (const js of [true, false]) {
  test.describe(`hostile HTML in a description (JavaScript ${js ? "on" : "off"})`, () => {
    test.use({ javaScriptEnabled: js });
    test("renders without running", async ({ page }) => {
      let dialog = false;
      page.on("dialog", async (d) => {
        dialog = true;
        await d.dismiss();
      });
      const res = await page.goto("/en/news/news-details/12");
      const html = await res!.text();
      const body = html.slice(html.indexOf('class="rich-text article-body"'), html.indexOf("back-link"));
      expect(body).not.toMatch(/<script|onerror|javascript:/i);
      if (js) expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
      await expect(page.locator(".article-body script")).toHaveCount(0);
      await expect(page.locator(".article-body [onerror]")).toHaveCount(0);
      await expect(page.locator('.article-body a[href^="javascript:"]')).toHaveCount(0);
      expect(dialog).toBe(false);
    });
  });
}

test.describe("unknown and malformed ids", () => {
  for (const path of [
    "/en/projects/project-details/999",
    "/ar/projects/project-details/abc",
    "/en/news/news-details/0",
    "/ar/blogs/blogs-details/-3",
    "/en/about/social-impact/projects/77",
    "/ar/news/news-details/1.5",
  ]) {
    test(`${path} is the not-found page`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      await expect(page.locator(".error-code")).toHaveText("404");
    });
  }
});

test.describe("with a failing content source", () => {
  for (const lang of LANGS) {
    for (const path of ["/home", "/about/group-overview", "/about/markets", "/about/social-impact", "/projects", "/news", "/blogs"]) {
      test(`${lang}${path} shows each section's error view with the message`, async ({ page }) => {
        const res = await page.goto(`${FAILING_SITE}/${lang}${path}`);
        expect(res?.status()).toBe(200);
        const errors = page.locator(".error-view");
        expect(await errors.count()).toBeGreaterThan(0);
        await expect(errors.first()).toContainText(UPSTREAM_FAILURE_MESSAGE);
        await expect(page.locator(".site-header")).toBeVisible();
        await expect(page.locator(".site-footer")).toBeVisible();
        await expect(page.locator(".social-links")).toHaveCount(0);
      });
    }
  }
});

test.describe("feeds and structured data", () => {
  for (const lang of LANGS) {
    test(`news and blog lists advertise their RSS feeds, which list the items (${lang})`, async ({ page, request }) => {
      for (const kind of ["news", "blogs"] as const) {
        await page.goto(`/${lang}/${kind}`);
        const href = await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute("href");
        expect(href).toBe(`/${lang}/${kind}/rss.xml`);
        const feed = await request.get(href!);
        expect(feed.headers()["content-type"]).toContain("application/rss+xml");
        const xml = await feed.text();
        expect(xml.match(/<item>/g)).toHaveLength(12);
        expect(xml).toContain(`<language>${lang}</language>`);
      }
    });
    test(`home carries Organization JSON-LD and details pages NewsArticle / BlogPosting (${lang})`, async ({ page }) => {
      const types = async () =>
        page.locator('script[type="application/ld+json"]').evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? "{}")["@type"]));
      await page.goto(`/${lang}/home`);
      expect(await types()).toContain("Organization");
      await page.goto(`/${lang}/news/news-details/2`);
      expect(await types()).toEqual(expect.arrayContaining(["NewsArticle", "BreadcrumbList"]));
      await page.goto(`/${lang}/blogs/blogs-details/2`);
      expect(await types()).toEqual(expect.arrayContaining(["BlogPosting", "BreadcrumbList"]));
    });
  }
  test("robots.txt points at the sitemap on SITE_URL", async ({ request, baseURL }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});

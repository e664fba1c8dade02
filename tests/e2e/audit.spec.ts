/**
 * The whole-site audit: every URL of the sitemap, in both languages, with no
 * axe violation (WCAG 2.1 AA), no console error or hydration warning, no image
 * without alt text, and no broken internal link.
 */
import type { APIRequestContext } from "@playwright/test";
import { test, expect, watchConsole } from "./fixtures";
import { STATIC_PATHS } from "../../app/content/site-map.server";
import { loadSeedContent } from "../../app/content/embedded/seed-files";

const seedContent = loadSeedContent();

// The pages the sitemap must list: every navigation path, plus each seeded detail page.
function sitemapPaths(): string[] {
  return [
    ...STATIC_PATHS,
    ...seedContent.projects.map((p) => `/projects/project-details/${p.id}`),
    ...seedContent.news.map((n) => `/news/news-details/${n.id}`),
    ...seedContent.blogs.map((b) => `/blogs/blogs-details/${b.id}`),
    ...seedContent.sustainabilityProjects.map((p) => `/about/social-impact/projects/${p.id}`),
  ];
}

const PAGES = sitemapPaths().flatMap((p) => [`/ar${p}`, `/en${p}`]);
const checkedLinks = new Map<string, number>();

async function linkStatus(request: APIRequestContext, href: string): Promise<number> {
  const known = checkedLinks.get(href);
  if (known !== undefined) return known;
  const res = await request.get(href, { maxRedirects: 5 });
  checkedLinks.set(href, res.status());
  return res.status();
}

test("the sitemap lists exactly the pages this audit walks", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname).sort();
  expect(listed).toEqual([...PAGES].sort());
  expect(xml).toContain('hreflang="x-default"');
});

for (const path of PAGES) {
  test(`audit ${path}`, async ({ page, axe, request }) => {
    test.setTimeout(60_000);
    const problems = watchConsole(page);
    const res = await page.goto(path);
    expect(res?.status(), "status").toBe(200);
    // Let below-the-fold lazy images and entrance animations settle before axe looks at colours.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 30));
      }
      window.scrollTo(0, 0);
      // Entrance animations fade elements in; measure colours once they have finished. A reveal starts a frame or
      // more after the scroll that caused it (an IntersectionObserver callback, then React's update): wait for
      // those first, and look again once the animations seen have ended, for any that started meanwhile.
      // Bounded: an animation that never starts (an element still waiting off-screen) never finishes.
      const settle = async (): Promise<number> => {
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        await new Promise((r) => setTimeout(r, 50));
        const running = document
          .getAnimations()
          .filter((a) => a.playState !== "finished" && a.effect?.getTiming().iterations !== Infinity);
        await Promise.race([
          Promise.all(running.map((a) => a.finished.catch(() => undefined))),
          new Promise((r) => setTimeout(r, 4000)),
        ]);
        return running.length;
      };
      if ((await settle()) > 0) await settle();
    });
    const { violations } = await axe().analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`)).toEqual([]);
    const missingAlt = await page.locator("img:not([alt])").evaluateAll((imgs) => imgs.map((i) => i.getAttribute("src")));
    expect(missingAlt, "images without alt").toEqual([]);
    const hrefs = await page.locator("a[href^='/']").evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute("href")!.split("#")[0]))]);
    for (const href of hrefs) {
      if (!href || href.startsWith("/set-language")) continue;
      expect(await linkStatus(request, href), `link ${href}`).toBeLessThan(400);
    }
    expect(problems, "console errors or hydration warnings").toEqual([]);
  });
}

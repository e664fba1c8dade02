import { describe, expect, it } from "vitest";
import { escapeXml, sitemapXml, STATIC_PATHS } from "./site-map.server";

describe("sitemap", () => {
  it("lists both languages with hreflang alternates and x-default", () => {
    const xml = sitemapXml("https://manar.example", [{ path: "/news", lastmod: "2026-05-01" }]);
    expect(xml).toContain("<loc>https://manar.example/ar/news</loc><lastmod>2026-05-01</lastmod>");
    expect(xml).toContain("<loc>https://manar.example/en/news</loc>");
    expect(xml.match(/hreflang="x-default" href="https:\/\/manar.example\/ar\/news"/g)).toHaveLength(2);
  });
  it("covers every route of the navigation and the contact page", () => {
    for (const path of ["/home", "/about/markets", "/solutions/Teaching", "/services/software-development", "/educational-certificates/exam-center", "/contact-us"]) {
      expect(STATIC_PATHS).toContain(path);
    }
  });
  it("escapes XML", () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe("a&amp;b&lt;c&gt;&quot;d&apos;");
  });
});

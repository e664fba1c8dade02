import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom/server.js";
import { describe, expect, it } from "vitest";
import type { Lang } from "~/i18n/config";
import { I18nProvider } from "~/i18n/react";
import { ServerMarkupContext } from "~/utils/server-markup";
import { Header } from "./header";
import { navMarkup } from "./nav-markup.server";

const careersUrl = "https://careers.manar.example";

/** The whole header at `pathname`: rendering its menu items itself, or placing the markup navMarkup gave. */
const header = (lang: Lang, pathname: string, reuse: boolean) =>
  renderToString(
    <StaticRouter location={pathname}>
      <I18nProvider lang={lang} dictionary={undefined}>
        <ServerMarkupContext.Provider value={reuse ? { navItems: navMarkup(lang, careersUrl, pathname) } : null}>
          <Header lang={lang} careersUrl={careersUrl} />
        </ServerMarkupContext.Provider>
      </I18nProvider>
    </StaticRouter>,
  );

const pages = [
  "/ar/home",
  "/en/home",
  "/ar/news/news-details/3",
  "/en/solutions/k-12",
  "/ar/about/group-overview",
  "/en/educational-certificates/exam-center",
  "/ar/search/%D8%A7%D9%84%D8%B7%D8%A8%D8%A7%D8%B9%D8%A9",
  "/en/contact-us",
  "/en/Solutions/K-12/",
];

describe("navMarkup", () => {
  for (const pathname of pages) {
    const lang = pathname.slice(1, 3) as Lang;
    it(`gives the header the menu it renders itself, node for node, on ${pathname}: hydration finds what it renders`, () => {
      expect(header(lang, pathname, true)).toBe(header(lang, pathname, false));
    });
  }

  it("marks the items current on the page, in both menus", () => {
    const html = header("en", "/en/news/news-details/3", true);
    expect(html.match(/<a class="nav-link active" aria-current="page"[^>]*href="\/en\/news"/g)).toHaveLength(2);
    const k12 = header("ar", "/ar/solutions/k-12", true);
    expect(k12.match(/href="\/ar\/solutions\/k-12" class="nav-panel-link active" aria-current="page"/g)).toHaveLength(2);
    expect(header("en", "/en/contact-us", true)).not.toContain('aria-current="page"');
  });

  it("is rendered once for the pages that make the same items current, and apart for others", () => {
    const news3 = navMarkup("en", careersUrl, "/en/news/news-details/3");
    expect(navMarkup("en", careersUrl, "/en/news/news-details/4")).toBe(news3);
    expect(navMarkup("en", careersUrl, "/en/news")).toBe(news3);
    expect(navMarkup("en", careersUrl, "/en/blogs")).not.toBe(news3);
    expect(navMarkup("ar", careersUrl, "/ar/news/news-details/3")).not.toBe(news3);
    expect(navMarkup("en", "https://jobs.manar.example", "/en/news")).toContain("https://jobs.manar.example");
  });
});

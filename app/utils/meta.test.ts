import type { MetaDescriptor } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { metaTags, pathWithoutLang, routeMeta, type PageMeta } from "./meta";

const page: PageMeta = {
  lang: "en",
  siteUrl: "https://manar.example",
  brand: "Manar",
  title: "Awards",
  description: "Prizes and recognition.",
  image: { url: "https://manar.example/en/share-image?src=%2Fimages%2Fbanners%2Fawards.svg", type: "image/jpeg", width: 1200, height: 630 },
  type: "website",
  robots: null,
  feed: null,
};
const location = { pathname: "/en/about/awards", search: "", hash: "", state: null, key: "k" };
const tag = (tags: MetaDescriptor[], match: Record<string, string>) =>
  tags.find((t) => Object.entries(match).every(([k, v]) => (t as Record<string, unknown>)[k] === v));

describe("metaTags", () => {
  const tags = metaTags(page, "/en/about/awards");
  it("titles the page with the brand and describes it", () => {
    expect(tags).toContainEqual({ title: "Awards | Manar" });
    expect(tags).toContainEqual({ name: "description", content: "Prizes and recognition." });
  });
  it("gives the canonical URL and the hreflang alternates on SITE_URL, x-default in Arabic", () => {
    expect(tag(tags, { rel: "canonical" })).toMatchObject({ href: "https://manar.example/en/about/awards" });
    expect(tag(tags, { hrefLang: "ar" })).toMatchObject({ href: "https://manar.example/ar/about/awards" });
    expect(tag(tags, { hrefLang: "en" })).toMatchObject({ href: "https://manar.example/en/about/awards" });
    expect(tag(tags, { hrefLang: "x-default" })).toMatchObject({ href: "https://manar.example/ar/about/awards" });
  });
  it("writes Open Graph with property= and a large Twitter card", () => {
    for (const [property, content] of [
      ["og:title", "Awards | Manar"],
      ["og:description", "Prizes and recognition."],
      ["og:url", "https://manar.example/en/about/awards"],
      ["og:type", "website"],
      ["og:site_name", "Manar"],
      ["og:locale", "en_GB"],
      ["og:locale:alternate", "ar_AR"],
      ["og:image", page.image.url],
      ["og:image:type", "image/jpeg"],
      ["og:image:width", "1200"],
      ["og:image:height", "630"],
      ["og:image:alt", "Awards | Manar"],
    ]) {
      expect(tags).toContainEqual({ property, content });
    }
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(tags.some((t) => "name" in t && String(t.name).startsWith("og:"))).toBe(false);
  });
  it("adds robots and the RSS alternate only when the page has them", () => {
    expect(tag(tags, { name: "robots" })).toBeUndefined();
    const list = metaTags({ ...page, robots: "noindex", feed: { title: "News", href: "/en/news/rss.xml" } }, "/en/news");
    expect(list).toContainEqual({ name: "robots", content: "noindex" });
    expect(tag(list, { type: "application/rss+xml" })).toMatchObject({ href: "/en/news/rss.xml", title: "News" });
  });
  it("does not repeat the brand in the home title", () => {
    expect(metaTags({ ...page, title: "Manar" }, "/en/home")).toContainEqual({ title: "Manar" });
  });
});

describe("pathWithoutLang", () => {
  it("drops the language segment, the bare language being home", () => {
    expect(pathWithoutLang("/ar/news/news-details/3")).toBe("/news/news-details/3");
    expect(pathWithoutLang("/en")).toBe("/home");
    expect(pathWithoutLang("/english/x")).toBe("/english/x");
  });
});

describe("routeMeta", () => {
  const notFound = { ...page, title: "404 — This news item does not exist", robots: "noindex" };
  const unexpected = { ...page, title: "Unexpected Application Error!", robots: "noindex" };
  const response = (status: number, data: unknown) => ({ status, statusText: "", internal: false, data });
  const args = (over: object) => ({ data: undefined, error: undefined, location, matches: [], ...over }) as Parameters<typeof routeMeta>[0];

  it("reads the route's own loader data", () => {
    expect(routeMeta(args({ data: { meta: page } }))).toContainEqual({ title: "Awards | Manar" });
  });
  it("prefers the meta a thrown error response carries (a details page's 404)", () => {
    const tags = routeMeta(args({ data: { errorMeta: unexpected }, error: response(404, { meta: notFound }) }));
    expect(tags).toContainEqual({ title: "404 — This news item does not exist | Manar" });
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
  });
  it("shows the layout's error meta for other errors, never its page meta otherwise", () => {
    expect(routeMeta(args({ data: { errorMeta: unexpected }, error: new Error("boom") }))).toContainEqual({
      title: "Unexpected Application Error! | Manar",
    });
    expect(routeMeta(args({ data: { errorMeta: unexpected } }))).toEqual([]);
  });
  it("keeps what the route above said when it has nothing of its own", () => {
    const above = [{ title: "Unexpected Application Error! | Manar" }];
    const matches = [{ meta: above }, { meta: [] }];
    expect(routeMeta(args({ error: new Error("boom"), matches }))).toBe(above);
  });
});

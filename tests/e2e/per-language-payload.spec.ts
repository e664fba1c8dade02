/**
 * Issue 10 item 4 (decision 016): a page's HTML, hydration data included, carries only the visitor's language,
 * and an article card carries only what it shows. The copy to look for comes from the site's own content API,
 * which answers both languages side by side; every check also finds the page's own language's copy, so a
 * fragment that could never match proves nothing and fails instead.
 */
import { test, expect, LANGS } from "./fixtures";
import type { APIRequestContext } from "@playwright/test";

type Lang = (typeof LANGS)[number];
type Record_ = Record<string, unknown>;
const other = (lang: Lang): Lang => (lang === "ar" ? "en" : "ar");
const suffix = (lang: Lang) => (lang === "ar" ? "Ar" : "En");

/**
 * The longest run of plain words of a text, up to 40 characters (no markup, entities or quotes, which the HTML and
 * the JSON escape differently); none when no run of 12 characters is long enough to be distinctive.
 */
function fragment(text: string): string[] {
  // A tag ends a run: the page's text nodes are separate strings in the payload.
  const plain = text.replace(/<[^>]*>/g, "\n").replace(/&[a-z#0-9]+;/gi, "\n");
  const runs = plain.match(/[\p{L}\p{N}][\p{L}\p{M}\p{N} ]{10,}[\p{L}\p{M}\p{N}]/gu) ?? [];
  const longest = runs.sort((a, b) => b.length - a.length)[0];
  return longest ? [longest.slice(0, 40).trim()] : [];
}

async function api(request: APIRequestContext, path: string): Promise<unknown> {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  return ((await res.json()) as { result: unknown }).result;
}

async function html(request: APIRequestContext, path: string): Promise<string> {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  return res.text();
}

/** The given fields of each item, in one language. */
const texts = (items: Record_[], fields: string[], lang: Lang) =>
  items.flatMap((item) => fields.map((f) => item[`${f}${suffix(lang)}`]).filter((v): v is string => typeof v === "string" && v.trim() !== ""));

const PAGES: Array<{ page: string; copy: (request: APIRequestContext) => Promise<Record_[]>; fields: string[] }> = [
  {
    page: "/home",
    copy: async (request) => [
      (await api(request, "/api/home/headSection")) as Record_,
      ...((await api(request, "/api/home/latestnews")) as { items: Record_[] }).items,
    ],
    // A news card shows its description's first paragraph only: titles are what every item surely shows.
    fields: ["title"],
  },
  { page: "/news/news-details/3", copy: async (request) => [(await api(request, "/api/LatestNews/GetById?id=3")) as Record_], fields: ["title", "description"] },
  { page: "/projects", copy: async (request) => (await api(request, "/api/ProjectsPage/GetAll")) as Record_[], fields: ["title"] },
];

for (const lang of LANGS) {
  for (const { page, copy, fields } of PAGES) {
    test(`/${lang}${page} carries its own language's copy and none of the other's`, async ({ request }) => {
      const items = await copy(request);
      const body = await html(request, `/${lang}${page}`);
      const own = texts(items, fields, lang).flatMap(fragment);
      const foreign = texts(items, fields, other(lang)).flatMap(fragment);
      expect(own.length).toBeGreaterThan(0);
      expect(foreign.length).toBeGreaterThan(0);
      for (const text of own) expect(body, `own copy "${text}"`).toContain(text);
      for (const text of foreign) expect(body, `other language's copy "${text}"`).not.toContain(text);
    });
  }

  test(`/${lang} article cards carry no paragraph after the first`, async ({ request }) => {
    const articles = (await api(request, "/api/LatestNews/GetAll")) as Record_[];
    const later = articles.flatMap((a) => {
      const paragraphs = String(a[`description${suffix(lang)}`]).match(/<p[^>]*>[\s\S]*?<\/p>/gi) ?? [];
      return paragraphs.slice(1).flatMap(fragment);
    });
    expect(later.length, "the seed has articles of several paragraphs").toBeGreaterThan(0);
    for (const path of [`/${lang}/news`, `/${lang}/home`]) {
      const body = await html(request, path);
      for (const text of later) expect(body, `${path}: "${text}"`).not.toContain(text);
    }
    // The details page still shows the whole article.
    const first = articles.find((a) => (String(a[`description${suffix(lang)}`]).match(/<p[^>]*>/gi) ?? []).length > 1)!;
    const details = await html(request, `/${lang}/news/news-details/${String(first.id)}`);
    const paragraphs = String(first[`description${suffix(lang)}`]).match(/<p[^>]*>[\s\S]*?<\/p>/gi)!;
    const last = paragraphs.flatMap(fragment).at(-1);
    expect(last).toBeDefined();
    expect(details).toContain(last);
  });
}

/**
 * Issue 10 item 4 (decision 016): an article card carries only what it shows, its description's first paragraph;
 * the later paragraphs reach the details page only. The copy comes from the site's own content API; the details
 * page must show the last paragraph, so a fragment that could never match fails instead.
 */
import { test, expect, LANGS } from "./fixtures";
import type { APIRequestContext } from "@playwright/test";

type Lang = (typeof LANGS)[number];
type Record_ = Record<string, unknown>;
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

for (const lang of LANGS) {
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

/**
 * A page carries only its visitor's language (issue 10): no sentence of the other language's copy appears in its
 * HTML, neither in the markup nor in the loader data it hydrates from.
 */
import { test, expect } from "./fixtures";

const PAGES = ["/home", "/solutions/k-12", "/news/news-details/3", "/about/history", "/projects/project-details/3"];

/** Sentences of a page's visible copy: runs of four or more words of one script inside text nodes. */
function sentences(html: string, script: "latin" | "arabic"): string[] {
  const body = html.slice(html.indexOf("<body")).replace(/<(script|style)\b[\s\S]*?<\/\1>/g, "");
  const text = body
    .replace(/<[^>]+>/g, "\n")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'");
  const word = script === "latin" ? "[A-Za-z][A-Za-z'’-]+" : "[\\u0621-\\u064a]{2,}";
  const run = new RegExp(`${word}(?:[ ,]+${word}){3,}`, "g");
  return [...new Set(text.match(run) ?? [])];
}

for (const path of PAGES) {
  test(`${path}: the Arabic page carries no English copy and the English page no Arabic`, async ({ request }) => {
    const [ar, en] = await Promise.all([
      request.get(`/ar${path}`).then((r) => r.text()),
      request.get(`/en${path}`).then((r) => r.text()),
    ]);
    const english = sentences(en, "latin");
    const arabic = sentences(ar, "arabic");
    // The pages do have copy of their own to compare with.
    expect(english.length).toBeGreaterThan(3);
    expect(arabic.length).toBeGreaterThan(3);
    expect(english.filter((s) => ar.includes(s))).toEqual([]);
    expect(arabic.filter((s) => en.includes(s))).toEqual([]);
  });
}

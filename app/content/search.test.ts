/**
 * Site search over the embedded store: Arabic spelling variants meet,
 * English is case-insensitive with prefix matching, titles outrank bodies,
 * each search call keeps to its own scope, and no input can break FTS5 or SQL; on SQLite (FTS5) and on
 * PostgreSQL (tsvector) alike.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest, type Store } from "../../db/connection";
import { describeEachStore } from "../../db/testing/test-stores";
import { seedIfEmpty } from "./embedded/seed";
import { loadSeedContent } from "./embedded/seed-files";
import { normaliseArabic } from "../utils/arabic";
import { createEmbeddedSource } from "./embedded.server";
import type { SearchResult } from "./schemas";
import type { ContentSource } from "./source";

let store: Store;
let source: ContentSource;

describeEachStore((kind) => {
  beforeAll(async () => {
    store = await kind.open();
    await migrateToLatest(store);
    await seedIfEmpty(store, loadSeedContent());
    source = createEmbeddedSource(store);
  });

  afterAll(async () => {
    await store?.close();
  });

  const search = (searchKey: string) => source.get("home.search", { searchKey });
  const keyOf = (r: SearchResult) => `${r.flag}:${r.id}:${r.titleEn}`;
  const keys = async (searchKey: string) => (await search(searchKey)).map(keyOf);

  describe("Arabic spelling variants", () => {
    // "أكاديمية الطباعة" (Printing Academy) is a seeded title (history, news 4, the academy page).
    const seeded = "أكاديمية الطباعة";

    it("the seeded spelling finds the seeded titles", async () => {
      const results = await search(seeded);
      expect(results.length).toBeGreaterThan(0);
      expect(results.map((r) => r.titleAr)).toContain("أكاديمية الطباعة");
      expect(results.map((r) => r.titleAr)).toContain("أكاديمية الطباعة تحتفي بتخريج دفعتها الأولى");
    });

    it.each([
      ["bare alef", "اكاديمية الطباعة"],
      ["alef with hamza below", "إكاديمية الطباعة"],
      ["alef with madda", "آكاديمية الطباعة"],
      ["alef wasla", "ٱكاديمية ٱلطباعة"],
      ["haa for taa marbuta", "أكاديميه الطباعه"],
      ["harakat", "أَكَادِيمِيَّةُ الطِّبَاعَةِ"],
      ["tatweel", "أكـــاديميـة الطبـــاعـة"],
      ["decomposed (NFD)", "أكاديمية الطباعة".normalize("NFD")],
      ["all at once", "آكَـاديمِيّه ٱلطِّبـاعه"],
    ])("%s finds the same results", async (_name, variant) => {
      expect(await keys(variant)).toEqual(await keys(seeded));
    });

    it("works in the other direction: a seeded hamza or madda is found without it", async () => {
      // News 9 "أكثر من 300 إصدار جديد...": seeded with إ, searched with a bare alef.
      expect((await source.get("LatestNews.searchNew", { searchKey: "اصدار" })).map((n) => n.id)).toContain(9);
      // "القرآن" is seeded with a madda.
      const quran = await search("القران");
      expect(quran.length).toBeGreaterThan(0);
      expect(await keys("القران")).toEqual(await keys("القرآن"));
    });

    it("a single word finds every title that contains it, titles first", async () => {
      const results = await search("الطباعة");
      expect(results.length).toBeGreaterThan(5);
      expectTitlesFirst(results, (title) => normaliseArabic(title).includes("الطباعه"));
    });
  });

  /** Every result whose title matches ranks above every result that matched on its body alone. */
  function expectTitlesFirst(results: SearchResult[], titleMatches: (title: string) => boolean): void {
    const flags = results.map((r) => titleMatches(`${r.titleEn} ${r.titleAr}`));
    const firstBodyOnly = flags.indexOf(false);
    expect(flags[0], "the top result matches on its title").toBe(true);
    expect(firstBodyOnly, "some results match on their body only").toBeGreaterThan(0);
    expect(flags.slice(firstBodyOnly), `ranking: ${results.map((r) => r.titleEn).join(" / ")}`).not.toContain(true);
  }

  describe("English", () => {
    it("is case-insensitive", async () => {
      const lower = await keys("printing");
      expect(lower.length).toBeGreaterThan(5);
      expect(await keys("PRINTING")).toEqual(lower);
      expect(await keys("Printing")).toEqual(lower);
    });

    it("matches prefixes", async () => {
      const printing = await keys("printing");
      const print = await keys("print");
      expect(print).toEqual(expect.arrayContaining(printing));
      // "print" also finds "Manar Print" and "Gold Medal for Print Quality".
      expect(print.length).toBeGreaterThan(printing.length);
      expect(print).toContain("Subsidiaries:2:Manar Print");
      expect(await keys("acad")).toEqual(expect.arrayContaining((await search("academy")).map(keyOf)));
    });

    it("ranks a title match above a body-only match", async () => {
      expectTitlesFirst(await search("printing"), (title) => /printing/i.test(title));
    });

    it("needs every word (AND), in any order", async () => {
      const both = await search("printing academy");
      expect(both.length).toBeGreaterThan(0);
      for (const r of both) {
        const text = `${r.titleEn} ${r.descrpitonEn}`.toLowerCase();
        expect(text, r.titleEn).toMatch(/\bprinting/);
        expect(text, r.titleEn).toMatch(/\bacadem/);
      }
      expect((await search("academy printing")).map(keyOf).sort()).toEqual(both.map(keyOf).sort());
      expect(both.length).toBeLessThan((await search("printing")).length);
    });

    it("finds nothing for a word that is nowhere", async () => {
      expect(await search("zyxwvutsrq")).toEqual([]);
    });

    it("shows plain-text descriptions on result cards", async () => {
      for (const r of await search("printing")) {
        expect(r.descrpitonEn).not.toMatch(/<[a-z/]/i);
        expect(r.descrpitonAr).not.toMatch(/<[a-z/]/i);
      }
    });
  });

  describe("scoped searches", () => {
    it("LatestNews.searchNew returns only news", async () => {
      const news = await source.get("LatestNews.GetAll");
      for (const searchKey of ["printing", "الطباعة", "Manar", "منار"]) {
        const results = await source.get("LatestNews.searchNew", { searchKey });
        expect(results.length, searchKey).toBeGreaterThan(0);
        // Ids overlap between news and blogs, so compare whole items, not ids.
        for (const r of results) expect(news, searchKey).toContainEqual(r);
      }
    });

    it("Blogs.searchBlog returns only blogs", async () => {
      const blogs = await source.get("Blogs.GetAll");
      for (const searchKey of ["printing", "الطباعة", "reading", "القراءة"]) {
        const results = await source.get("Blogs.searchBlog", { searchKey });
        expect(results.length, searchKey).toBeGreaterThan(0);
        for (const r of results) expect(blogs, searchKey).toContainEqual(r);
      }
    });

    it("news search and site search agree on which news match", async () => {
      const site = (await search("printing")).filter((r) => r.flag === "news").map((r) => r.id);
      const news = (await source.get("LatestNews.searchNew", { searchKey: "printing" })).map((n) => n.id);
      expect(news.sort()).toEqual(site.sort());
    });

    it("the site search never returns blog posts (they have their own search)", async () => {
      const results = await search("printing");
      expect(results.some((r) => r.flag === "blogs")).toBe(false);
    });
  });

  describe("hostile input", () => {
    const hostile = [
      '"',
      '"printing',
      'printing"',
      '""',
      "'",
      "printing AND",
      "OR",
      "printing OR academy",
      "NOT printing",
      "NEAR(printing academy)",
      "NEAR/2",
      "*",
      "print*",
      "^printing",
      "(printing",
      "printing)",
      "()",
      "title:printing",
      "body:x title:y",
      "{title body}: printing",
      "-printing",
      "+printing",
      "📚",
      "printing 📚 🇸🇦",
      "'; DROP TABLE news; --",
      '"; DROP TABLE news; --',
      "1; DELETE FROM news",
      "%",
      "_",
      "\\",
      "\u0000",
      "\uD800",
      "\u202Eprinting",
      "<script>alert(1)</script>",
      "&amp; &lt;",
      "printing\nacademy\t",
      "a".repeat(2000),
      "طباعة ".repeat(333).slice(0, 2000),
      Array.from({ length: 400 }, (_, i) => `w${i}`)
        .join(" ")
        .slice(0, 2000),
    ];

    it.each(hostile.map((h) => [h.length > 40 ? `${h.slice(0, 40)}… (${h.length} chars)` : JSON.stringify(h), h]))(
      "%s resolves to an array on every search call",
      async (_label, searchKey) => {
        for (const endpoint of ["home.search", "LatestNews.searchNew", "Blogs.searchBlog"] as const) {
          const results = await source.get(endpoint, { searchKey });
          expect(Array.isArray(results), endpoint).toBe(true);
        }
      },
    );

    it("operators are read as words, not syntax", async () => {
      expect(await keys('"printing')).toEqual(await keys("printing"));
      expect(await keys("print*")).toEqual(await keys("print"));
      expect(await keys("^printing")).toEqual(await keys("printing"));
    });

    it("nothing was dropped or deleted", async () => {
      const count = (table: "news" | "blogs" | "search_items") =>
        store.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow();
      expect((await count("news")).n).toBe(12);
      expect((await count("blogs")).n).toBe(12);
      expect((await count("search_items")).n).toBeGreaterThan(100);
      expect(await keys("printing")).not.toEqual([]);
    });

    it("a blank or over-long key is a request error, not a crash", async () => {
      await expect(search("   ")).rejects.toMatchObject({ name: "ContentRequestError" });
      await expect(search("a".repeat(2001))).rejects.toMatchObject({ name: "ContentRequestError" });
    });
  });
});

import { describe, expect, it } from "vitest";
import { normaliseArabic, toFtsQuery } from "./arabic";
import { stripHtml } from "./text";

describe("normaliseArabic", () => {
  it("folds alef and hamza variants to bare alef", () => {
    expect(normaliseArabic("أحمد إسلام آمال ٱلله")).toBe("احمد اسلام امال الله");
  });
  it("folds taa marbuta to haa and alef maqsura to yaa", () => {
    expect(normaliseArabic("مدرسة مستشفى")).toBe("مدرسه مستشفي");
  });
  it("strips harakat, dagger alef and tatweel", () => {
    expect(normaliseArabic("الْمَدْرَسَةُ")).toBe("المدرسه");
    expect(normaliseArabic("التعـــليم")).toBe("التعليم");
    expect(normaliseArabic("هٰذا")).toBe("هذا");
  });
  it("handles decomposed (NFD) input the same as composed", () => {
    expect(normaliseArabic("أمل".normalize("NFD"))).toBe(normaliseArabic("أمل"));
    expect(normaliseArabic("آمال".normalize("NFD"))).toBe("امال");
  });
  it("folds hamza on waw and yaa", () => {
    expect(normaliseArabic("مؤسسة رئيس")).toBe("موسسه رييس");
  });
  it("maps Arabic-Indic and Persian digits to Western digits", () => {
    expect(normaliseArabic("٢٠٢١ ۱۹۸۷")).toBe("2021 1987");
  });
  it("lowercases Latin text and leaves digits alone", () => {
    expect(normaliseArabic("K-12 Printing 2024")).toBe("k-12 printing 2024");
  });
});

describe("toFtsQuery", () => {
  it("quotes every word as a prefix term", () => {
    expect(toFtsQuery("printing books")).toBe('"printing"* AND "books"*');
  });
  it("neutralises FTS5 syntax and SQL", () => {
    for (const hostile of [
      '"unterminated',
      "a OR b",
      "NEAR(a b)",
      "title:foo",
      "foo*",
      "^start",
      "'; DROP TABLE news; --",
      "(((",
      "AND",
      "-x +y",
    ]) {
      const q = toFtsQuery(hostile);
      if (q !== null) expect(q).toMatch(/^("[\p{L}\p{N}]+"\* AND )*"[\p{L}\p{N}]+"\*$/u);
    }
  });
  it("returns null when no word remains", () => {
    expect(toFtsQuery("")).toBeNull();
    expect(toFtsQuery("   ")).toBeNull();
    expect(toFtsQuery("😀 *** ()")).toBeNull();
    expect(toFtsQuery("<script></script>")).toBeNull();
  });
  it("bounds very long input", () => {
    const q = toFtsQuery("word ".repeat(400) + "x".repeat(2000));
    expect(q).not.toBeNull();
    expect(q!.length).toBeLessThan(1000);
  });
  it("normalises Arabic queries like the index", () => {
    expect(toFtsQuery("الطِّباعة")).toBe('"الطباعه"*');
  });
});

describe("stripHtml", () => {
  it("drops tags, scripts and collapses whitespace", () => {
    expect(stripHtml("<p>Hello <b>world</b></p><script>alert(1)</script>\n\n<p>again &amp; more</p>")).toBe(
      "Hello world again & more",
    );
  });
});

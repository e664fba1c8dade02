import { describe, expect, it } from "vitest";
import { cutWords, ELLIPSIS, excerptWords, firstSentence } from "./words";

describe("cutWords", () => {
  it("keeps a text of at most ten words whole, without an ellipsis", () => {
    expect(cutWords("one two three")).toBe("one two three");
    expect(cutWords("1 2 3 4 5 6 7 8 9 10")).toBe("1 2 3 4 5 6 7 8 9 10");
  });
  it("cuts after ten words and adds an ellipsis", () => {
    expect(cutWords("1 2 3 4 5 6 7 8 9 10 11 12")).toBe(`1 2 3 4 5 6 7 8 9 10${ELLIPSIS}`);
  });
  it("treats runs of spaces, tabs, line breaks, NBSP and zero-width spaces as one separator", () => {
    const text = "  a \t\t b\n\nc\u00A0\u00A0d\u200Be  f   g h i j k l ";
    expect(cutWords(text)).toBe(`a b c d e f g h i j${ELLIPSIS}`);
    expect(cutWords("  a   b  ")).toBe("a b");
  });
  it("counts Arabic words, keeping harakat, tatweel and hamza inside their words", () => {
    const text = "أكاديمـية الطِّباعة تُؤهّل مشغّلي المطابع وأخصائيي ما قبل الطباعة ومديري الإنتاج في المنطقة";
    expect(cutWords(text)).toBe(`أكاديمـية الطِّباعة تُؤهّل مشغّلي المطابع وأخصائيي ما قبل الطباعة ومديري${ELLIPSIS}`);
  });
  it("drops punctuation, Latin or Arabic, left dangling before the ellipsis", () => {
    expect(cutWords("a b c d e f g h i j, k")).toBe(`a b c d e f g h i j${ELLIPSIS}`);
    expect(cutWords("أ ب ت ث ج ح خ د ذ ر، ز")).toBe(`أ ب ت ث ج ح خ د ذ ر${ELLIPSIS}`);
  });
  it("keeps emoji and other astral characters intact", () => {
    expect(cutWords("📚 1 2 3 4 5 6 7 8 9 10", 2)).toBe(`📚 1${ELLIPSIS}`);
  });
  it("honours another limit and copes with empty text", () => {
    expect(cutWords("a b c", 2)).toBe(`a b${ELLIPSIS}`);
    expect(cutWords("")).toBe("");
    expect(cutWords("   ")).toBe("");
  });
});

describe("excerptWords", () => {
  it("cuts the plain text of HTML, not its tags", () => {
    const html = '<p>One <strong class="x y z">two</strong> three</p><ul><li>four</li><li>five six seven eight nine ten eleven</li></ul>';
    expect(excerptWords(html)).toBe(`One two three four five six seven eight nine ten${ELLIPSIS}`);
  });
  it("decodes entities so the text renders as typed (React escapes it again)", () => {
    expect(excerptWords("<p>a &lt;b&gt; &amp; c</p>")).toBe("a <b> & c");
  });
  it("treats null as empty", () => {
    expect(excerptWords(null)).toBe("");
  });
});

describe("firstSentence", () => {
  it("keeps the first sentence of the text, Latin or Arabic punctuation", () => {
    expect(firstSentence("<p>Schools rebuilt. Then libraries.</p>")).toBe("Schools rebuilt.");
    expect(firstSentence("هل تعلم؟ نعم")).toBe("هل تعلم؟");
  });
  it("gives the whole text when there is no sentence end", () => {
    expect(firstSentence("<p>A &amp; B</p>")).toBe("A & B");
  });
});

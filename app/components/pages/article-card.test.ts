import { describe, expect, it } from "vitest";
import { excerpt } from "./article-card";

describe("excerpt", () => {
  it("takes the first paragraph as text", () => {
    expect(excerpt("<p>First <b>bold</b> &amp; more.</p><p>Second</p>")).toBe("First bold & more.");
  });
  it("shortens on a word boundary", () => {
    expect(excerpt(`<p>${"word ".repeat(60)}</p>`, 20)).toBe("word word word word…");
  });
  it("never returns markup", () => {
    expect(excerpt("<p>&lt;script&gt;x&lt;/script&gt;</p>")).toBe("<script>x</script>");
  });
});

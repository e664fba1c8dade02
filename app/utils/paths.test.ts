import { describe, expect, it } from "vitest";
import { isSafeLocalTarget, localise, switchLangPath } from "./paths";

describe("localise", () => {
  it("prefixes the language", () => {
    expect(localise("en", "/news")).toBe("/en/news");
    expect(localise("ar", "solutions/k-12")).toBe("/ar/solutions/k-12");
    expect(localise("ar", "/")).toBe("/ar/home");
  });
  it("leaves absolute URLs alone", () => {
    expect(localise("en", "https://x.example/a")).toBe("https://x.example/a");
  });
});

describe("switchLangPath", () => {
  it("swaps the prefix and keeps path and query", () => {
    expect(switchLangPath("/ar/news/news-details/3?x=1", "en")).toBe("/en/news/news-details/3?x=1");
    expect(switchLangPath("/en", "ar")).toBe("/ar");
    expect(switchLangPath("/en?x=1", "ar")).toBe("/ar?x=1");
  });
  it("does not treat a segment merely starting with ar as the prefix", () => {
    expect(switchLangPath("/arx/y", "en")).toBe("/en/arx/y");
  });
});

describe("isSafeLocalTarget", () => {
  it("accepts language-prefixed paths", () => {
    expect(isSafeLocalTarget("/en/home")).toBe(true);
    expect(isSafeLocalTarget("/ar/search/x?y=1")).toBe(true);
    expect(isSafeLocalTarget("/ar")).toBe(true);
  });
  it("rejects other hosts and odd paths", () => {
    for (const bad of ["//evil.example", "https://evil.example", "/fr/home", "/en\\evil", "/en/x\r\nSet-Cookie: a", "javascript:alert(1)"]) {
      expect(isSafeLocalTarget(bad)).toBe(false);
    }
  });
});

import { describe, expect, it } from "vitest";
import { collapseDuplicatedHost, collapseDuplicatedHosts } from "./hosts";

describe("collapseDuplicatedHost", () => {
  it("collapses a host repeated after a slash", () => {
    expect(collapseDuplicatedHost("https://h:1/https://h:1/a.png")).toBe("https://h:1/a.png");
  });
  it("collapses a host repeated without a slash", () => {
    expect(collapseDuplicatedHost("https://h:1https://h:1/a.png")).toBe("https://h:1/a.png");
  });
  it("leaves normal and relative URLs alone", () => {
    expect(collapseDuplicatedHost("https://h:1/a.png")).toBe("https://h:1/a.png");
    expect(collapseDuplicatedHost("/images/a.svg")).toBe("/images/a.svg");
    expect(collapseDuplicatedHost("Visit https://x.example today")).toBe("Visit https://x.example today");
  });
  it("handles mixed schemes and repeats of three", () => {
    expect(collapseDuplicatedHost("http://h/http://h/https://h/a.png")).toBe("https://h/a.png");
  });
});

describe("collapseDuplicatedHosts", () => {
  it("walks nested objects and arrays", () => {
    expect(
      collapseDuplicatedHosts({ a: [{ image: "https://h:1https://h:1/x.png", n: 3 }], b: null, c: "t" }),
    ).toEqual({ a: [{ image: "https://h:1/x.png", n: 3 }], b: null, c: "t" });
  });
});

import { describe, expect, it } from "vitest";
import { isCurrentPath } from "./site-link";

describe("isCurrentPath (NavLink's rule)", () => {
  it("is current on the link's own page and the pages below it, whatever the case or a trailing slash", () => {
    expect(isCurrentPath("/ar/about/group-overview", "/ar/about/group-overview")).toBe(true);
    expect(isCurrentPath("/ar/About/Group-Overview/", "/ar/about/group-overview")).toBe(true);
    expect(isCurrentPath("/en/news/news-details/3", "/en/news")).toBe(true);
    expect(isCurrentPath("/en/solutions/k-12", "/en/solutions/k-12#leveled-readers")).toBe(true);
  });

  it("is not current on a page whose path only begins with the same letters, or elsewhere", () => {
    expect(isCurrentPath("/en/newsroom", "/en/news")).toBe(false);
    expect(isCurrentPath("/en/home", "/en/news")).toBe(false);
    expect(isCurrentPath("/ar/news", "/en/news")).toBe(false);
  });
});

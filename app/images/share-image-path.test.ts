import { describe, expect, it } from "vitest";
import { parseShareImageSource, shareImagePath } from "./share-image-path";

const backend = ["https://cms.manar.example"];

describe("share image sources", () => {
  it("round-trips a site image and a backend image through the page's address", () => {
    for (const source of ["/images/banners/k-12.svg", "https://cms.manar.example/uploads/photo 1.jpg?v=2"]) {
      const address = new URL(shareImagePath("ar", source), "https://site.example");
      expect(address.pathname).toBe("/ar/share-image");
      expect(parseShareImageSource(address.searchParams.get("src"), backend)).not.toBeNull();
    }
  });

  it("takes the site's own images", () => {
    expect(parseShareImageSource("/images/illustrations/ill-09.svg", backend)).toEqual({
      kind: "site",
      path: "/images/illustrations/ill-09.svg",
    });
    expect(parseShareImageSource("/images/brand/og.png", backend)).toEqual({
      kind: "site",
      path: "/images/brand/og.png",
    });
  });

  it("takes images on the configured backend only", () => {
    expect(parseShareImageSource("https://cms.manar.example/uploads/a.jpg", backend)).toMatchObject({ kind: "remote" });
    expect(parseShareImageSource("https://cms.manar.example/uploads/a.jpg", [])).toBeNull();
    expect(parseShareImageSource("https://evil.example/a.jpg", backend)).toBeNull();
    expect(parseShareImageSource("https://cms.manar.example.evil.example/a.jpg", backend)).toBeNull();
    expect(parseShareImageSource("https://user:pw@cms.manar.example/a.jpg", backend)).toBeNull();
    expect(parseShareImageSource("http://cms.manar.example/a.jpg", backend)).toBeNull();
  });

  it("refuses everything else", () => {
    for (const src of [
      null,
      "",
      "/images/../server.js",
      "/images/a/../../.env",
      "/build/index.js",
      "/images/banners/k-12.svg.js",
      "/images//banners/x.png",
      "/images/%2e%2e/x.png",
      "//evil.example/a.png",
      "file:///etc/passwd",
      "data:image/png;base64,AAAA",
      "javascript:alert(1)",
      `/images/${"a".repeat(600)}.png`,
    ]) {
      expect(parseShareImageSource(src, backend), String(src)).toBeNull();
    }
  });
});

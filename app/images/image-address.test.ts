import { describe, expect, it } from "vitest";
import {
  fittingWidth,
  IMAGE_WIDTHS,
  imagePath,
  parseImageSource,
  responsiveImage,
  shareImagePath,
} from "./image-address";

const backend = ["https://cms.manar.example"];

describe("share image sources", () => {
  it("round-trips a site image and a backend image through the page's address", () => {
    for (const source of ["/images/banners/k-12.svg", "https://cms.manar.example/uploads/photo 1.jpg?v=2"]) {
      const address = new URL(shareImagePath("ar", source), "https://site.example");
      expect(address.pathname).toBe("/ar/share-image");
      expect(parseImageSource(address.searchParams.get("src"), backend)).not.toBeNull();
    }
  });

  it("takes the site's own images", () => {
    expect(parseImageSource("/images/illustrations/ill-09.svg", backend)).toEqual({
      kind: "site",
      path: "/images/illustrations/ill-09.svg",
    });
    expect(parseImageSource("/images/brand/og.png", backend)).toEqual({
      kind: "site",
      path: "/images/brand/og.png",
    });
  });

  it("takes images on the configured backend only", () => {
    expect(parseImageSource("https://cms.manar.example/uploads/a.jpg", backend)).toMatchObject({ kind: "remote" });
    expect(parseImageSource("https://cms.manar.example/uploads/a.jpg", [])).toBeNull();
    expect(parseImageSource("https://evil.example/a.jpg", backend)).toBeNull();
    expect(parseImageSource("https://cms.manar.example.evil.example/a.jpg", backend)).toBeNull();
    expect(parseImageSource("https://user:pw@cms.manar.example/a.jpg", backend)).toBeNull();
    expect(parseImageSource("http://cms.manar.example/a.jpg", backend)).toBeNull();
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
      expect(parseImageSource(src, backend), String(src)).toBeNull();
    }
  });
});

describe("responsive images", () => {
  it("offers a bitmap at the widths its layout needs, up to twice its width", () => {
    const image = responsiveImage("/images/photos/campus.jpg", 800);
    expect(image.src).toBe(imagePath("/images/photos/campus.jpg", 800));
    expect(image.sizes).toBe("(max-width: 800px) 100vw, 800px");
    expect(image.srcSet?.split(", ").map((c) => c.split(" ")[1])).toEqual([
      "160w",
      "240w",
      "320w",
      "480w",
      "640w",
      "800w",
      "960w",
      "1280w",
      "1600w",
    ]);
    const icon = responsiveImage("https://cms.manar.example/up/logo.png", 64, "64px");
    expect(icon.srcSet?.split(", ").map((c) => c.split(" ")[1])).toEqual(["64w", "96w", "128w"]);
  });

  it("sends vectors and files outside /images as they are", () => {
    expect(responsiveImage("/images/banners/home.svg", 1600)).toEqual({ src: "/images/banners/home.svg" });
    expect(responsiveImage("https://cms.manar.example/up/logo.svg", 64)).toEqual({
      src: "https://cms.manar.example/up/logo.svg",
    });
    expect(responsiveImage("/favicon.png", 64)).toEqual({ src: "/favicon.png" });
  });

  it("asks only for widths the route makes", () => {
    for (const width of [1, 50, 333, 799, 5000]) {
      const w = Number(new URL(imagePath("/images/a.png", fittingWidth(width)), "http://x").searchParams.get("w"));
      expect(IMAGE_WIDTHS).toContain(w);
    }
  });
});

import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { metaDescription, pageMeta, SHARE_IMAGE } from "./meta.server";

const context = { config: { siteUrl: "https://manar.example", imageOrigins: ["https://cms.manar.example"] } } as unknown as AppLoadContext;

describe("pageMeta: one fallback rule", () => {
  it("describes the page by its own text, as plain text cut at a word", () => {
    const long = `<p>${"Curricula &amp; books for schools. ".repeat(10)}</p>`;
    const meta = pageMeta(context, "en", { title: "K-12", text: long });
    expect(meta.description).not.toMatch(/<|&amp;/);
    expect(meta.description.length).toBeLessThanOrEqual(160);
    expect(meta.description).toMatch(/^Curricula & books for schools\..*…$/);
  });
  it("falls back to the site's default description, in the page's language", () => {
    expect(pageMeta(context, "en", { title: "K-12" }).description).toMatch(/^Manar Education & Publishing Group/);
    expect(pageMeta(context, "ar", { title: "K-12", text: "<p> </p>" }).description).not.toBe("");
    expect(pageMeta(context, "ar", { title: "x" }).description).not.toBe(pageMeta(context, "en", { title: "x" }).description);
  });
  it("shares a 1200×630 card made from the page's image, in the page's language, else the site's card", () => {
    const card = { type: "image/jpeg", width: 1200, height: 630 };
    expect(pageMeta(context, "en", { title: "x", image: "/images/banners/k-12.svg" }).image).toEqual({
      url: "https://manar.example/en/share-image?src=%2Fimages%2Fbanners%2Fk-12.svg",
      ...card,
    });
    expect(pageMeta(context, "ar", { title: "x", image: "https://cms.manar.example/up/a.jpg" }).image).toEqual({
      url: `https://manar.example/ar/share-image?src=${encodeURIComponent("https://cms.manar.example/up/a.jpg")}`,
      ...card,
    });
    const siteCard = { url: `https://manar.example${SHARE_IMAGE}`, type: "image/png", width: 1200, height: 630 };
    expect(pageMeta(context, "en", { title: "x", image: null }).image).toEqual(siteCard);
    // An image on an origin the site does not serve images from cannot be made into a card.
    expect(pageMeta(context, "en", { title: "x", image: "https://cdn.example/a.png" }).image).toEqual(siteCard);
  });
  it("carries what the tags need: language, site URL, brand, type", () => {
    expect(pageMeta(context, "ar", { title: "x", type: "article" })).toMatchObject({
      lang: "ar",
      siteUrl: "https://manar.example",
      brand: "مجموعة منار للتعليم والنشر",
      type: "article",
      robots: null,
      feed: null,
    });
  });
});

describe("metaDescription", () => {
  it("keeps short text whole", () => {
    expect(metaDescription("<b>Short</b> text")).toBe("Short text");
  });
});

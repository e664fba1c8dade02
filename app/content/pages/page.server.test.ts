import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { ContentNotFoundError } from "../errors";
import { loadPage } from "./page.server";
import { notFoundPage, requireItem } from "./errors.server";
import { loaderArgs as args } from "./loader-args.testing";

const head = { titleEn: "Awards", titleAr: "الجوائز", descriptionEn: "<p>Our prizes.</p>", descriptionAr: "<p>جوائزنا.</p>", image: "/images/banners/awards.svg" };
const text = { titleEn: "Story", titleAr: "القصة", descriptionEn: "Since 1987.", descriptionAr: "منذ 1987.", image: "/images/x.svg" };

describe("loadPage", () => {
  it("loads every section, its title and its meta from the head section", async () => {
    const page = await loadPage(args({ "Award.headSection": head, "Award.awards": [], "Titles.GetTitleByCode": { titleEn: "Our awards", titleAr: "جوائزنا" } }), {
      title: ["awards", "nav.awards"],
      sections: { head: "Award.headSection", awards: "Award.awards" },
    });
    expect(page.lang).toBe("en");
    expect(page.title).toBe("Our awards");
    expect(page.head).toEqual({ data: head, error: null });
    expect(page.awards).toEqual({ data: [], error: null });
    expect(page.meta).toMatchObject({ title: "Our awards", description: "Our prizes.", image: { url: "https://manar.example/en/share-image?src=%2Fimages%2Fbanners%2Fawards.svg" } });
  });

  it("lets one section fail alone; the meta falls back to the site's description", async () => {
    const page = await loadPage(args({ "Award.headSection": new Error("Request failed with status code 500"), "Award.awards": [] }), {
      title: ["awards", "nav.awards"],
      sections: { head: "Award.headSection", awards: "Award.awards" },
    });
    expect(page.head).toEqual({ data: null, error: "Request failed with status code 500" });
    expect(page.awards.data).toEqual([]);
    expect(page.title).toBe("Awards");
    expect(page.meta.description).toMatch(/^Manar Education & Publishing Group/);
    expect(page.meta.image.url).toBe("https://manar.example/images/brand/og.png");
  });

  it("describes the page by another section when told, keeping the head's image", async () => {
    const page = await loadPage(args({ "Marketings.headSection": head, "Marketings.textSection": text }, "ar"), {
      title: ["markets", "nav.markets"],
      sections: { head: "Marketings.headSection", text: "Marketings.textSection" },
      describedBy: "text",
    });
    expect(page.meta).toMatchObject({ lang: "ar", description: "منذ 1987.", image: { url: "https://manar.example/ar/share-image?src=%2Fimages%2Fbanners%2Fawards.svg" } });
  });
});

describe("not-found pages", () => {
  const context = { config: { siteUrl: "https://manar.example" } } as unknown as AppLoadContext;
  const thrown = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return error as { data: { meta: { title: string; robots: string } }; init: { status: number } };
    }
    throw new Error("did not throw");
  };

  it("say what was not found, in the page's language, with status 404 and noindex", () => {
    const news = thrown(() => notFoundPage(context, "en", "news"));
    expect(news.init.status).toBe(404);
    expect(news.data.meta).toMatchObject({ title: "404 — This news item does not exist", robots: "noindex" });
    expect(thrown(() => notFoundPage(context, "ar", "projects")).data.meta.title).toBe("404 — هذا المشروع غير موجود");
    expect(thrown(() => notFoundPage(context, "en")).data.meta.title).toBe("404 — Not Found");
  });

  it("are what an unknown id of a details page throws", async () => {
    const error = await requireItem(context, "en", "blogs", Promise.reject(new ContentNotFoundError())).catch((e: unknown) => e);
    expect(error).toMatchObject({ init: { status: 404 }, data: { meta: { title: "404 — This blog post does not exist" } } });
  });
});

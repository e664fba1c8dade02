import { describe, expect, it } from "vitest";
import { forLanguage, localisedSource } from "./localised.server";
import type { ContentSource } from "./source";

const card = {
  id: 3,
  titleEn: "Leveled Readers & Phonics",
  titleAr: "القراءة المتدرجة",
  descriptionEn: "<p>Books for every level.</p>",
  descriptionAr: "<p>كتب لكل مستوى.</p>",
  projectTitleEN: "Smart Classrooms",
  projectTitleAr: "الفصول الذكية",
  image: "/images/icons/icon-01.svg",
  screen: "kept",
  onlyEn: "no Arabic sibling: kept",
  items: [{ nameEn: "Riyadh", nameAr: "الرياض", subtitleEn: null, subtitleAr: null }],
};

describe("forLanguage", () => {
  it("keeps only Arabic copy on an Arabic page, English titles only as their anchors", () => {
    const ar = forLanguage(card, "ar");
    expect(ar).toEqual({
      ...card,
      titleEn: "leveled-readers-phonics",
      descriptionEn: "",
      projectTitleEN: "",
      items: [{ nameEn: "", nameAr: "الرياض", subtitleEn: null, subtitleAr: null }],
    });
    expect(JSON.stringify(ar)).not.toMatch(/Books|Smart|Riyadh/);
  });
  it("keeps only English copy on an English page", () => {
    const en = forLanguage(card, "en");
    expect(en).toMatchObject({
      titleEn: card.titleEn,
      titleAr: "",
      descriptionAr: "",
      projectTitleAr: "",
      items: [{ nameAr: "" }],
    });
    expect(JSON.stringify(en)).not.toMatch(/[\u0600-\u06ff]/);
  });
  it("never changes what it was given (the content cache shares it)", () => {
    const before = JSON.stringify(card);
    forLanguage(card, "ar");
    expect(JSON.stringify(card)).toBe(before);
  });
});

describe("localisedSource", () => {
  /** A source that answers every call with the same value, as the content cache does. */
  const cachedLike = (value: unknown) =>
    ({ kind: "embedded", get: async () => value, createEnquiry: async () => {} }) as ContentSource;

  it("shares one frozen copy per language of a value the content cache shares", async () => {
    const value = structuredClone(card);
    const ar = localisedSource(cachedLike(value), "ar", { shared: true });
    const en = localisedSource(cachedLike(value), "en", { shared: true });
    const first = (await ar.get("home.aboutSection")) as unknown as typeof card;
    const again = (await ar.get("home.aboutSection")) as unknown as typeof card;

    expect(again).toBe(first);
    expect(first).toEqual(forLanguage(card, "ar"));
    expect(await en.get("home.aboutSection")).toEqual(forLanguage(card, "en"));
    // Code that would change a shared copy fails loudly instead of changing the next visitor's page.
    expect(() => {
      first.items[0].nameAr = "changed";
    }).toThrow(TypeError);
    expect(Object.isFrozen(first.items)).toBe(true);
    // The cached value itself stays as the cache holds it.
    expect(value).toEqual(card);
    expect(Object.isFrozen(value)).toBe(false);
  });

  it("projects each answer afresh when the source hands out fresh values", async () => {
    const source = localisedSource(cachedLike(card), "ar");
    const first = await source.get("home.aboutSection");
    expect(await source.get("home.aboutSection")).not.toBe(first);
    expect(Object.isFrozen(first)).toBe(false);
  });
});

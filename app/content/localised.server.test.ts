import { describe, expect, it } from "vitest";
import { forLanguage } from "./localised.server";

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

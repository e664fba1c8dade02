import { describe, expect, it } from "vitest";
import { localised } from "./localised";

const item = {
  id: 3,
  titleAr: "عنوان",
  titleEn: "Title",
  descrpitonAr: "وصف",
  descrpitonEn: "Description",
  image: "/a.jpg",
  isOpen: true,
};

describe("localised", () => {
  it("empties the other language's fields, in nested lists and sections too", () => {
    const section = { data: { items: [item] }, error: null };
    expect(localised("ar", section).data.items[0]).toEqual({ ...item, titleEn: "", descrpitonEn: "" });
    expect(localised("en", section).data.items[0]).toEqual({ ...item, titleAr: "", descrpitonAr: "" });
  });

  it("reads the contract's upper-case spelling too", () => {
    expect(localised("ar", { projectTitleAr: "مشروع", projectTitleEN: "Project" })).toEqual({
      projectTitleAr: "مشروع",
      projectTitleEN: "",
    });
  });

  it("leaves a name ending in a suffix alone when it has no counterpart", () => {
    expect(localised("ar", { linkEn: "x", isOpen: true })).toEqual({ linkEn: "x", isOpen: true });
  });

  it("keeps fields the page needs in both languages and drops fields it never renders", () => {
    const out = localised("ar", [{ ...item, bodyAr: "<p>نص</p>", bodyEn: "<p>Text</p>" }], {
      keepBoth: ["titleEn"],
      omit: ["bodyAr", "bodyEn"],
    });
    expect(out[0]).toEqual({ ...item, descrpitonEn: "" });
  });

  it("leaves the input untouched", () => {
    const input = { ...item };
    localised("ar", input);
    expect(input.titleEn).toBe("Title");
  });
});

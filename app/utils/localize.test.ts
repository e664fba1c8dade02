import { describe, expect, it } from "vitest";
import { displayPhone, formatDate, loc, telHref } from "./localize";

describe("loc", () => {
  it("picks the field of the language", () => {
    const v = { titleEn: "Books", titleAr: "كتب" };
    expect(loc("en", v, "title")).toBe("Books");
    expect(loc("ar", v, "title")).toBe("كتب");
  });
});

describe("phones", () => {
  it("puts the plus after the digits in Arabic only", () => {
    expect(displayPhone("ar", "+966 11 234 5678")).toBe("966112345678+");
    expect(displayPhone("en", "+966 11 234 5678")).toBe("+966112345678");
  });
  it("keeps a valid tel: link", () => {
    expect(telHref("+966 11 234 5678")).toBe("tel:+966112345678");
    expect(telHref("0112345678")).toBe("tel:0112345678");
  });
});

describe("formatDate", () => {
  it("uses Western digits in both languages, deterministically", () => {
    expect(formatDate("en", "2025-03-09")).toBe("9 March 2025");
    expect(formatDate("ar", "2025-03-09")).toMatch(/^9 مارس 2025$/);
  });
  it("returns the input when it is not a date", () => {
    expect(formatDate("en", "soon")).toBe("soon");
  });
});

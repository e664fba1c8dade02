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
  it("gives each language its own text for the same date, on every call, past the memo's bound", () => {
    for (let round = 0; round < 2; round++) {
      expect(formatDate("ar", "2024-01-15")).toBe("15 يناير 2024");
      expect(formatDate("en", "2024-01-15")).toBe("15 January 2024");
    }
    for (let day = 0; day < 2_100; day++) formatDate("en", new Date(Date.UTC(2000, 0, 1 + day)).toISOString());
    expect(formatDate("en", "2000-01-01T00:00:00.000Z")).toBe("1 January 2000");
    expect(formatDate("ar", "2024-01-15")).toBe("15 يناير 2024");
  });
});

import { describe, expect, it } from "vitest";
import { FALLBACK_DESTINATION, SEARCH_DESTINATIONS, searchDestination, searchHref } from "./search-destinations";

/** SPEC section 9, one row per flag: [flag, id, expected path]. */
const TABLE: Array<[string, number | null, string]> = [
  ["additions", 3, "/home#additions"],
  ["additions", null, "/home#additions"],
  ["news", 7, "/news/news-details/7"],
  ["news", null, "/news"],
  ["awards", 2, "/about/awards"],
  ["home", null, "/home"],
  ["Publishing", null, "/solutions/publishing"],
  ["K2", null, "/solutions/k-12"],
  ["EducationalInstitutionTahea", null, "/educational-institutions/international-academy"],
  ["EducationalInstitutionTechnologySchool", null, "/educational-institutions/applied-technology-school"],
  ["EducationalInstitutionPrinting", null, "/educational-institutions/printing-academy"],
  ["History", 7, "/about/history"],
  ["Socialimpact", 4, "/about/social-impact/projects/4"],
  ["Socialimpact", null, "/about/social-impact"],
  ["Subsidiaries", 1, "/about/subsidiaries"],
  ["marketing", null, "/about/markets"],
  ["projects", 16, "/projects/project-details/16"],
  ["projects", null, "/projects"],
  ["Certificates", 4, "/educational-certificates/exam-center"],
  ["VocationalEducation", null, "/solutions/vocational-education"],
  ["Corporates", null, "/solutions/corporates"],
  ["Teaching Arabic as a Foreign Language", null, "/solutions/Teaching"],
  ["Higher Education", null, "/solutions/higher-education"],
  ["Investing in Startups", null, "/solutions/investing-startups"],
];

describe("searchDestination", () => {
  it.each(TABLE)("%s (id %s) → %s", (flag, id, expected) => {
    expect(searchDestination(flag, id)).toBe(expected);
  });

  it("covers every flag of the table", () => {
    expect(new Set(TABLE.map(([flag]) => flag))).toEqual(new Set(Object.keys(SEARCH_DESTINATIONS)));
  });

  it.each([["blogs"], ["unknown"], [""], ["   "], ["constructor"], ["__proto__"], ["toString"]])(
    "sends an unknown flag %j to /",
    (flag) => {
      expect(searchDestination(flag, 1)).toBe(FALLBACK_DESTINATION);
    },
  );

  it("treats a missing flag as unknown", () => {
    expect(searchDestination(null, 1)).toBe("/");
    expect(searchDestination(undefined, null)).toBe("/");
  });

  it("accepts the flags with other casing and spacing", () => {
    expect(searchDestination("NEWS", 5)).toBe("/news/news-details/5");
    expect(searchDestination(" higher  education ", null)).toBe("/solutions/higher-education");
    expect(searchDestination("k2", null)).toBe("/solutions/k-12");
  });

  it("never puts anything but a positive integer id in a path", () => {
    expect(searchDestination("news", 0)).toBe("/news");
    expect(searchDestination("news", -3)).toBe("/news");
    expect(searchDestination("projects", 1.5)).toBe("/projects");
    expect(searchDestination("projects", Number.NaN)).toBe("/projects");
  });
});

describe("searchHref", () => {
  it("puts the destination under the language", () => {
    expect(searchHref("ar", "news", 7)).toBe("/ar/news/news-details/7");
    expect(searchHref("en", "additions", 1)).toBe("/en/home#additions");
  });
  it("sends an unknown flag to the localised home page", () => {
    expect(searchHref("ar", "nope", null)).toBe("/ar/home");
    expect(searchHref("en", "nope", null)).toBe("/en/home");
  });
});

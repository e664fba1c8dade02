/**
 * Codes for /api/Titles/GetTitleByCode: pages whose title the content team
 * edits. Pages without a code take their title from the dictionary.
 */
export const TITLE_CODES = [
  "home",
  "groupOverview",
  "subsidiaries",
  "markets",
  "awards",
  "history",
  "socialImpact",
  "k12",
  "higherEducation",
  "publishing",
  "vocationalEducation",
  "corporates",
  "teaching",
  "investingStartups",
  "projects",
  "printingAcademy",
  "appliedTechnologySchool",
  "internationalAcademy",
  "examCenter",
  "contactUs",
  "news",
  "blogs",
  "capabilityBuilding",
  "digitalLearning",
  "publishingSolutions",
  "softwareDevelopment",
] as const;

export type TitleCode = (typeof TITLE_CODES)[number];

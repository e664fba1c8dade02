import type { Lang } from "~/i18n/config";
import { localise } from "./paths";

type Destination = string | ((id: number | null) => string);

const withId = (base: string, detail: string) => (id: number | null) => (id === null ? base : `${detail}/${id}`);

/**
 * SPEC section 9, "Search flag to destination". Keys are the flags as the API
 * spells them; lookups also accept other casing and spacing (see `normaliseFlag`).
 * Where a destination needs an id and the result has none, the list page is the
 * nearest sensible place (the SPEC says so for news; projects and social impact
 * follow the same rule).
 */
export const SEARCH_DESTINATIONS: Readonly<Record<string, Destination>> = {
  additions: "/home#additions",
  news: withId("/news", "/news/news-details"),
  awards: "/about/awards",
  home: "/home",
  Publishing: "/solutions/publishing",
  K2: "/solutions/k-12",
  EducationalInstitutionTahea: "/educational-institutions/international-academy",
  EducationalInstitutionTechnologySchool: "/educational-institutions/applied-technology-school",
  EducationalInstitutionPrinting: "/educational-institutions/printing-academy",
  History: "/about/history",
  Socialimpact: withId("/about/social-impact", "/about/social-impact/projects"),
  Subsidiaries: "/about/subsidiaries",
  marketing: "/about/markets",
  projects: withId("/projects", "/projects/project-details"),
  Certificates: "/educational-certificates/exam-center",
  VocationalEducation: "/solutions/vocational-education",
  Corporates: "/solutions/corporates",
  "Teaching Arabic as a Foreign Language": "/solutions/Teaching",
  "Higher Education": "/solutions/higher-education",
  "Investing in Startups": "/solutions/investing-startups",
};

/** The SPEC's destination for anything it does not name: the (localised) home page. */
export const FALLBACK_DESTINATION = "/";

function normaliseFlag(flag: string): string {
  return flag.trim().replace(/\s+/g, " ").toLowerCase();
}

const byNormalisedFlag = new Map(Object.entries(SEARCH_DESTINATIONS).map(([flag, to]) => [normaliseFlag(flag), to]));

/** Only a positive integer is an id worth putting in a path. */
function cleanId(id: number | null | undefined): number | null {
  return typeof id === "number" && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The site path (without language) a search result's Read More leads to. */
export function searchDestination(flag: string | null | undefined, id: number | null | undefined): string {
  const to = byNormalisedFlag.get(normaliseFlag(flag ?? ""));
  if (to === undefined) return FALLBACK_DESTINATION;
  return typeof to === "function" ? to(cleanId(id)) : to;
}

/** The same, under the current language prefix ("/" becomes "/{lang}/home"). */
export function searchHref(lang: Lang, flag: string | null | undefined, id: number | null | undefined): string {
  return localise(lang, searchDestination(flag, id));
}

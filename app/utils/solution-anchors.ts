/**
 * In-page anchors of the solution pages and the rule that picks the open tab
 * (SPEC section 2, "Solution page anchors" and "Tab selection").
 *
 * K-12 and publishing anchors are assigned BY INDEX from the SPEC lists: the
 * SPEC spells them differently from the seeded titles ("Translation",
 * "capability", "Al-Adwaa", "qessatie"), and links already published with
 * those spellings must keep working. Every other page derives its anchors from
 * the category's English title with anchorFromTitle.
 */
import { anchorFromTitle } from "./anchors";

export const SOLUTION_TABS = ["services", "products"] as const;
export type SolutionTab = (typeof SOLUTION_TABS)[number];
export const DEFAULT_TAB: SolutionTab = "services";

export type TabbedPage = "k12" | "higherEducation" | "publishing";

/** K-12 services in source order; index 3 is digitization (SPEC section 7). */
export const K12_SERVICE_ANCHORS = [
  "curricula-development",
  "Translation",
  "capability",
  "digitization-of-content",
  "learning-management-systems",
  "mobile-applications-development",
  "digital-strategy-and-consultation",
] as const;

/**
 * K-12 products in source order. SPEC section 7 fixes index 2 as Rehlatie, so
 * qessatie is index 1 even though the anchor list of section 2 names it third.
 */
export const K12_PRODUCT_ANCHORS = [
  "Al-Adwaa",
  "qessatie",
  "Rehlatie",
  "international-curricula-programs",
  "leveled-readers",
  "calligraphy-books",
  "life-skills-and-character-development",
  "early-childhood-programs",
  "islamic-religion-curriculum",
  "school-supplies",
] as const;

export const PUBLISHING_SERVICE_ANCHORS = ["Printing"] as const;
export const PUBLISHING_PRODUCT_ANCHORS = ["Books", "magazines"] as const;

/** Higher education anchors come from titles; these are the ones SPEC names. */
export const HIGHER_EDUCATION_SERVICE_ANCHORS = ["capability-building-for-educators", "digitization-of-content"] as const;
export const HIGHER_EDUCATION_PRODUCT_ANCHORS = ["elt"] as const;

export const VOCATIONAL_ANCHORS = [
  "governance-and-policy",
  "private-sector-engagement",
  "technical-schools-management-and-operations",
  "curricula-development",
  "capability-building-for-vocational-educators",
  "digitization-of-content",
] as const;

export const CORPORATE_ANCHORS = [
  "capability-building-programs-for-workforce",
  "digitization-of-corporate-training-programs",
  "digital-strategy-and-consultation",
] as const;

/** The anchors SPEC fixes per tabbed page and tab (the hash → tab rule). */
export const TAB_ANCHORS: Record<TabbedPage, Record<SolutionTab, readonly string[]>> = {
  k12: { services: K12_SERVICE_ANCHORS, products: K12_PRODUCT_ANCHORS },
  higherEducation: { services: HIGHER_EDUCATION_SERVICE_ANCHORS, products: HIGHER_EDUCATION_PRODUCT_ANCHORS },
  publishing: { services: PUBLISHING_SERVICE_ANCHORS, products: PUBLISHING_PRODUCT_ANCHORS },
};

/** Index-assigned anchor tables; pages not listed here use anchorFromTitle. */
const INDEXED_ANCHORS: Partial<Record<TabbedPage, Record<SolutionTab, readonly string[]>>> = {
  k12: TAB_ANCHORS.k12,
  publishing: TAB_ANCHORS.publishing,
};

/**
 * The anchor of the category at `index` of a page's tab: the SPEC's entry for
 * that position on index-assigned pages, else (and beyond the SPEC list) the
 * slug of its English title.
 */
export function categoryAnchor(page: TabbedPage | null, tab: SolutionTab, index: number, titleEn: string): string {
  const table = page ? INDEXED_ANCHORS[page]?.[tab] : undefined;
  return table?.[index] ?? anchorFromTitle(titleEn);
}

/** Anchors for a whole list, in order, never repeating one within the list. */
export function categoryAnchors(
  page: TabbedPage | null,
  tab: SolutionTab,
  categories: ReadonlyArray<{ titleEn: string }>,
): string[] {
  const seen = new Set<string>();
  return categories.map((category, index) => {
    const base = categoryAnchor(page, tab, index, category.titleEn) || `${tab}-${index + 1}`;
    let anchor = base;
    for (let n = 2; seen.has(anchor); n += 1) anchor = `${base}-${n}`;
    seen.add(anchor);
    return anchor;
  });
}

/** "#Al-Adwaa" → "Al-Adwaa"; tolerates percent-escapes and a missing "#". */
export function hashId(hash: string | null | undefined): string {
  const raw = (hash ?? "").replace(/^#/, "");
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export function isSolutionTab(value: unknown): value is SolutionTab {
  return value === "services" || value === "products";
}

/**
 * The tab a hash selects: the tab's own id ("#products"), an anchor SPEC
 * assigns to the tab, or an anchor the page rendered in that tab (titles
 * beyond the SPEC lists). Null when the hash says nothing about tabs.
 */
export function tabFromHash(
  page: TabbedPage,
  hash: string | null | undefined,
  rendered?: Partial<Record<SolutionTab, readonly string[]>>,
): SolutionTab | null {
  const id = hashId(hash);
  if (!id) return null;
  if (isSolutionTab(id)) return id;
  for (const tab of SOLUTION_TABS) if (TAB_ANCHORS[page][tab].includes(id)) return tab;
  for (const tab of SOLUTION_TABS) if (rendered?.[tab]?.includes(id)) return tab;
  return null;
}

/**
 * SPEC "Tab selection": navigation state activeTab, else the URL hash, else
 * (our no-JavaScript links) the `tab` search parameter, else services.
 */
export function resolveActiveTab(
  page: TabbedPage,
  input: {
    state?: unknown;
    hash?: string | null;
    search?: string | URLSearchParams | null;
    rendered?: Partial<Record<SolutionTab, readonly string[]>>;
  },
): SolutionTab {
  const fromState = activeTabOfState(input.state);
  if (fromState) return fromState;
  const fromHash = tabFromHash(page, input.hash, input.rendered);
  if (fromHash) return fromHash;
  const params = typeof input.search === "string" || input.search == null ? new URLSearchParams(input.search ?? "") : input.search;
  const fromSearch = params.get("tab");
  return isSolutionTab(fromSearch) ? fromSearch : DEFAULT_TAB;
}

/** `location.state.activeTab`, when another page navigated here with one. */
export function activeTabOfState(state: unknown): SolutionTab | null {
  if (typeof state !== "object" || state === null || !("activeTab" in state)) return null;
  const tab = (state as { activeTab: unknown }).activeTab;
  return isSolutionTab(tab) ? tab : null;
}

/**
 * SPEC section 2: a slider item's in-page anchor is built from its category's
 * English title: lowercased, "& " removed, spaces turned to hyphens.
 */
export function anchorFromTitle(titleEn: string): string {
  return titleEn.toLowerCase().replace(/& /g, "").trim().replace(/\s+/g, "-");
}

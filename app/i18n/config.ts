export const LANGUAGES = ["ar", "en"] as const;
export type Lang = (typeof LANGUAGES)[number];

export const DEFAULT_LANG: Lang = "ar";
/** SPEC section 9: translation fallback is English. */
export const FALLBACK_LANG: Lang = "en";

export function isLang(value: unknown): value is Lang {
  return value === "ar" || value === "en";
}

/** Direction comes from the validated language, never from i18next (which says rtl with no language). */
export function dirOf(lang: Lang): "rtl" | "ltr" {
  return lang === "ar" ? "rtl" : "ltr";
}

export function otherLang(lang: Lang): Lang {
  return lang === "ar" ? "en" : "ar";
}

/** BCP 47 locale with an explicit numbering system, so server and browser format alike. */
export function intlLocale(lang: Lang): string {
  return lang === "ar" ? "ar-EG-u-nu-latn" : "en-GB-u-nu-latn";
}

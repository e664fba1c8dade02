/**
 * Content as one language's page needs it: every bilingual field of the other language is emptied before it
 * reaches a loader, so a page's loader data and HTML carry only the visitor's language (half the payload of a
 * bilingual page). The fields stay (as ""), so the contract's types hold and `loc()` reads the same.
 *
 * One exception: in-page anchors are built from English titles (SPEC section 2), so on Arabic pages an English
 * `titleEn` travels in its anchor form (anchorFromTitle is idempotent), never as copy.
 */
import type { Lang } from "~/i18n/config";
import { anchorFromTitle } from "~/utils/anchors";
import type { ContentSource } from "./source";

const SUFFIXES: Record<Lang, { own: readonly string[]; other: readonly string[] }> = {
  ar: { own: ["Ar", "AR"], other: ["En", "EN"] },
  en: { own: ["En", "EN"], other: ["Ar", "AR"] },
};

/** True when `key` is the other language's field of a pair ("titleEn" beside "titleAr" on an Arabic page). */
function isOtherLanguage(key: string, record: Record<string, unknown>, lang: Lang): boolean {
  const { own, other } = SUFFIXES[lang];
  const suffix = other.find((s) => key.endsWith(s));
  if (!suffix) return false;
  const stem = key.slice(0, -suffix.length);
  // The backend spells some pairs unevenly (projectTitleEN beside projectTitleAr).
  return own.some((s) => `${stem}${s}` in record);
}

export function forLanguage<T>(value: T, lang: Lang): T {
  if (Array.isArray(value)) return value.map((item: unknown) => forLanguage(item, lang)) as T;
  if (value === null || typeof value !== "object") return value;
  const source = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(source)) {
    const field = source[key];
    if (typeof field === "string" && isOtherLanguage(key, source, lang)) {
      out[key] = lang === "ar" && key === "titleEn" ? anchorFromTitle(field) : "";
    } else {
      out[key] = forLanguage(field, lang);
    }
  }
  return out as T;
}

/** Each language's copy of the content cache's values, kept for as long as the cache keeps the value. */
const projections: Record<Lang, WeakMap<object, unknown>> = { ar: new WeakMap(), en: new WeakMap() };

/**
 * forLanguage once per cached value: every request for the same content then shares one copy, frozen (deeply),
 * so that code that would change it throws instead of changing every later visitor's page.
 */
function sharedProjection<T>(value: T, lang: Lang): T {
  if (value === null || typeof value !== "object") return value;
  const known = projections[lang].get(value);
  if (known !== undefined) return known as T;
  const projected = deepFreeze(forLanguage(value, lang));
  projections[lang].set(value, projected);
  return projected;
}

function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const field of Object.values(value)) deepFreeze(field);
  return value;
}

/**
 * The request's source, answering in the page's language only. `shared`: the source hands out the same value
 * for the same content (the content cache), so its projection can be shared too (sharedProjection).
 */
export function localisedSource(source: ContentSource, lang: Lang, options: { shared?: boolean } = {}): ContentSource {
  const project = options.shared ? sharedProjection : forLanguage;
  return {
    kind: source.kind,
    get: async (endpoint, params, callOptions) => project(await source.get(endpoint, params, callOptions), lang),
    createEnquiry: (enquiry, callOptions) => source.createEnquiry(enquiry, callOptions),
  };
}

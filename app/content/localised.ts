/**
 * The loader boundary's language projection: content arrives with both languages side by side (`titleAr`,
 * `titleEn`), a page shows one. Before a loader's data is serialised into the page, every field of the other
 * language is emptied, so neither the HTML nor the hydration payload carries copy the visitor cannot see
 * (issue 10, decision 016). Field names and types stay as they are: components keep reading `loc(lang, item, key)`.
 */
import type { Lang } from "~/i18n/config";

export interface LocalisedOptions {
  /** Fields kept in both languages because the page itself uses them (e.g. `titleEn` for fragment anchors). */
  keepBoth?: readonly string[];
  /** Fields the page never renders (e.g. an article's `body` on a card), dropped wherever they appear. */
  omit?: readonly string[];
}

/** The other language's suffix, as the contract spells it (`titleEn`, and once `projectTitleEN`). */
const OTHER: Record<Lang, { suffix: string; own: readonly string[] }> = {
  ar: { suffix: "en", own: ["Ar", "AR"] },
  en: { suffix: "ar", own: ["En", "EN"] },
};

/**
 * A copy of `value` holding only `lang`'s copy. A field counts as the other language's when its name ends in that
 * language's suffix (any case) and the same name with this language's suffix exists on the same object, so names that merely
 * end in "En" or "Ar" (none today, but e.g. `isOpen`) are left alone. The type is unchanged: emptied fields are "".
 */
export function localised<T>(lang: Lang, value: T, options: LocalisedOptions = {}): T {
  const { suffix, own } = OTHER[lang];
  const keep = new Set(options.keepBoth ?? []);
  const omit = new Set(options.omit ?? []);
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (node === null || typeof node !== "object" || Object.getPrototypeOf(node) !== Object.prototype) return node;
    const source = node as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(source)) {
      if (omit.has(key)) continue;
      const field = source[key];
      const otherLanguage =
        key.slice(-2).toLowerCase() === suffix && own.some((o) => `${key.slice(0, -2)}${o}` in source);
      out[key] = otherLanguage && !keep.has(key) && typeof field === "string" ? "" : walk(field);
    }
    return out;
  };
  // The walk rebuilds the same shape with some strings emptied and omitted fields gone; callers must not omit
  // a field the page reads (the e2e pages suite shows every page's visible output unchanged).
  return walk(value) as T;
}

/**
 * i18next, the translation engine of record: loaders, meta, RSS and the server render of every component
 * translate here (docs/decisions/002-translation-engine.md). One instance holds both languages, is created
 * on first use and reused by every request: the dictionaries are static for a build, and a fresh instance
 * per request would cost about 2 ms (scripts/bench-i18n.ts).
 */
import { createInstance, type i18n as I18n } from "i18next";
import { FALLBACK_LANG, LANGUAGES, type Lang } from "./config";
import { dictionaries, type Dictionary } from "./dictionaries";
import type { TFunction } from "./reader";

/** An initialised instance over these dictionaries, English the fallback (SPEC section 9). */
export function createI18n(resources: Record<Lang, Dictionary>): I18n {
  const instance = createInstance();
  void instance.init({
    lng: FALLBACK_LANG,
    fallbackLng: FALLBACK_LANG,
    supportedLngs: [...LANGUAGES],
    resources: { ar: { translation: resources.ar }, en: { translation: resources.en } },
    // Synchronous init: the resources are in memory, and the first render must already be translated.
    initImmediate: false,
    // React escapes what it renders; RSS and meta escape on output.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

const MAX_FILLED = 1000;
const MAX_FILLED_ID = 300;

/**
 * The instance's translator for one language, with the components' signature. Its answer to a key
 * without values never changes (the resources are fixed), so it is kept: a page makes ~150 such calls,
 * ~10 µs each in i18next, which would add 1.5 ms to every uncached render. Answers with values are kept too.
 */
export function fixedT(instance: I18n, lang: Lang): TFunction {
  // i18next types each call from its literal key; a key of the components' union type does not fit its
  // overloads. TFunction (reader.ts) keeps the keys checked.
  const t = instance.getFixedT(lang) as (key: string, options?: object) => string;
  const plain = new Map<string, string>();
  const filled = new Map<string, string>();
  return (key, vars) => {
    if (vars !== undefined) {
      // i18next's interpolation costs ~90 µs a call; a page repeats the same few (the footer's year, counts).
      // Kept by key and values, bounded: values may come from a visitor (a search's words).
      const id = `${key}\u0000${JSON.stringify(vars)}`;
      if (id.length > MAX_FILLED_ID) return t(key, vars);
      let text = filled.get(id);
      if (text === undefined) {
        if (filled.size >= MAX_FILLED) filled.clear();
        filled.set(id, (text = t(key, vars)));
      }
      return text;
    }
    let text = plain.get(key);
    if (text === undefined) plain.set(key, (text = t(key)));
    return text;
  };
}

let engine: I18n | undefined;
const fixedTs = new Map<Lang, TFunction>();

/** i18next's translator fixed to one language, for loaders, meta, RSS and the server render of components. */
export function getFixedT(lang: Lang): TFunction {
  let t = fixedTs.get(lang);
  if (!t) {
    engine ??= createI18n(dictionaries);
    t = fixedT(engine, lang);
    fixedTs.set(lang, t);
  }
  return t;
}

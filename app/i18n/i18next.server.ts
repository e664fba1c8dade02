/**
 * One initialised i18next instance per language for the server (loaders, meta),
 * created on first use and then reused by every request: dictionaries are static
 * for a build, so sharing is safe, and it saves the per-request init cost
 * (measured in docs/decisions/002-translations-in-components.md).
 */
import { createInstance, type i18n as I18n, type TFunction } from "i18next";
import { FALLBACK_LANG, type Lang } from "./config";
import type { Dictionary } from "./dictionaries";

const instances = new Map<string, I18n>();

export function getI18n(lang: Lang, dictionary: Dictionary, fallback?: Dictionary): I18n {
  const key = fallback ? `${lang}+fallback` : lang;
  const cached = instances.get(key);
  if (cached) return cached;
  const instance = createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: FALLBACK_LANG,
    supportedLngs: ["ar", "en"],
    resources: {
      [lang]: { translation: dictionary },
      ...(fallback && lang !== FALLBACK_LANG ? { [FALLBACK_LANG]: { translation: fallback } } : {}),
    },
    // Synchronous init: resources are in memory, and the first render must already be translated.
    initImmediate: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  instances.set(key, instance);
  return instance;
}

export type T = TFunction;

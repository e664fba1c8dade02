/**
 * One initialised i18next instance per language, created on first use and then
 * reused by every request (server) and every render (browser). Dictionaries are
 * static for a build, so sharing is safe and saves the per-request init cost
 * (measured in app/i18n/i18n.bench.test.ts).
 */
import { createInstance, type i18n as I18n, type TFunction } from "i18next";
import { initReactI18next } from "react-i18next";
import { FALLBACK_LANG, type Lang } from "./config";
import type { Dictionary } from "./dictionaries";

const instances = new Map<string, I18n>();

export function getI18n(lang: Lang, dictionary: Dictionary, fallback?: Dictionary): I18n {
  const key = fallback ? `${lang}+fallback` : lang;
  const cached = instances.get(key);
  if (cached) return cached;
  const instance = createInstance();
  void instance.use(initReactI18next).init({
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

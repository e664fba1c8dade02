/**
 * Translations for components (docs/decisions/002-translation-engine.md). On the server they come from
 * i18next, like everything else the server translates. In the browser, which must not load i18next, they
 * come from the reader of the same dictionary; reader.test.ts proves it answers what i18next answers for
 * every key, so hydration finds the server's text.
 */
import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { Lang } from "./config";
import type { Dictionary } from "./dictionaries";
import * as engine from "./i18n.server";
import { translate, type TFunction } from "./reader";

// The compiler replaces `.server` modules with an empty one in the browser bundle: there, this is undefined.
const serverT: ((lang: Lang) => TFunction) | undefined = (engine as Partial<typeof engine>).getFixedT;

interface I18nContextValue {
  t: TFunction;
  i18n: { language: Lang };
}

const I18nContext = createContext<I18nContextValue | null>(null);

/**
 * `dictionary`: the language's dictionary for the browser's reader (browser-dictionary.ts). The server, which
 * translates with i18next, does without it; the browser always has it, since it hydrates and switches
 * language only once the dictionary has arrived.
 */
export function I18nProvider({ lang, dictionary, children }: { lang: Lang; dictionary: Dictionary | undefined; children: ReactNode }) {
  const value = useMemo<I18nContextValue>(() => {
    if (serverT) return { t: serverT(lang), i18n: { language: lang } };
    if (!dictionary) throw new Error(`The ${lang} dictionary has not been loaded`);
    return { t: (key, vars) => translate(dictionary, key, vars), i18n: { language: lang } };
  }, [lang, dictionary]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useTranslation(): I18nContextValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useTranslation outside I18nProvider");
  return value;
}

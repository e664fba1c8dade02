/**
 * Translations for components. The browser does not need i18next's engine to
 * look up a typed key in one in-memory dictionary: this provider does that in
 * a few lines and keeps ~14 KB (gzip) of i18next out of every page's first
 * load (docs/decisions/002-translations-in-components.md). The server keeps
 * i18next through remix-i18next for loaders and meta (i18n.server.ts).
 */
import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { Lang } from "./config";
import type { Dictionary } from "./dictionaries";
import { translate, type TFunction } from "./translate";

interface I18nContextValue {
  t: TFunction;
  i18n: { language: Lang };
}

const I18nContext = createContext<I18nContextValue | null>(null);

export function I18nProvider({ lang, dictionary, children }: { lang: Lang; dictionary: Dictionary; children: ReactNode }) {
  const value = useMemo<I18nContextValue>(
    () => ({ t: (key, vars) => translate(dictionary, key, vars), i18n: { language: lang } }),
    [lang, dictionary],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useTranslation(): I18nContextValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useTranslation outside I18nProvider");
  return value;
}

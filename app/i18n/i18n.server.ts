/** Server-side i18n: language detection with remix-i18next and cached translators. */
import { RemixI18Next } from "remix-i18next/server";
import { DEFAULT_LANG, FALLBACK_LANG, LANGUAGES, isLang, type Lang } from "./config";
import { dictionaries } from "./dictionaries";
import { getI18n } from "./i18next.server";

/** The language is the first path segment (SPEC section 4: "Language follows the first URL segment"). */
export function langFromPath(pathname: string): Lang | null {
  const first = pathname.split("/")[1];
  return isLang(first) ? first : null;
}

export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...LANGUAGES],
    fallbackLanguage: DEFAULT_LANG,
    order: ["custom"],
    findLocale: async (request) => langFromPath(new URL(request.url).pathname),
  },
});

export function getFixedT(lang: Lang) {
  return getI18n(lang, dictionaries[lang], dictionaries[FALLBACK_LANG]).getFixedT(lang);
}

import type { Lang } from "~/i18n/config";

/** A site path under a language prefix: localise("en", "/news") → "/en/news". */
export function localise(lang: Lang, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  const clean = path.startsWith("/") ? path : `/${path}`;
  return `/${lang}${clean === "/" ? "/home" : clean}`;
}

/** Replaces the language segment of a path, keeping the rest (and any query). */
export function switchLangPath(pathWithQuery: string, to: Lang): string {
  const match = /^\/(ar|en)(?=\/|$|\?)/.exec(pathWithQuery);
  return match ? `/${to}${pathWithQuery.slice(match[0].length)}` : `/${to}${pathWithQuery.startsWith("/") ? "" : "/"}${pathWithQuery}`;
}

/** Only same-site, language-prefixed targets: never an open redirect. */
export function isSafeLocalTarget(target: string): boolean {
  return /^\/(ar|en)(\/[^\\]*)?(\?[^\\]*)?$/.test(target) && !target.startsWith("//") && !/[\r\n]/.test(target);
}

import { redirect } from "@remix-run/node";
import type { Params } from "@remix-run/react";
import { DEFAULT_LANG, isLang, type Lang } from "~/i18n/config";

export const LANG_COOKIE = "lang";
const LANG_COOKIE_PATTERN = /(?:^|;\s*)lang=(ar|en)(?:;|$)/;

/** The language last chosen with the language switch, else Arabic. */
export function preferredLang(request: Request): Lang {
  const match = LANG_COOKIE_PATTERN.exec(request.headers.get("cookie") ?? "");
  return match ? (match[1] as Lang) : DEFAULT_LANG;
}

export function langCookie(lang: Lang): string {
  return `${LANG_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/**
 * The validated language of the URL. A path whose first segment is not a
 * language is redirected to the same path and query under the current language.
 */
export function requireLang(request: Request, params: Params): Lang {
  if (isLang(params.lang)) return params.lang;
  const url = new URL(request.url);
  throw redirect(`/${preferredLang(request)}${url.pathname}${url.search}`, 302);
}

import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { DEFAULT_LANG, isLang } from "~/i18n/config";
import { langCookie } from "~/utils/lang.server";
import { isSafeLocalTarget } from "~/utils/paths";

/**
 * The language switch without JavaScript: remembers the choice in a cookie and
 * returns to the same page in the other language (the browser keeps the #hash).
 */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const lang = url.searchParams.get("lang");
  const chosen = isLang(lang) ? lang : DEFAULT_LANG;
  const to = url.searchParams.get("to") ?? "";
  const target = isSafeLocalTarget(to) && to.startsWith(`/${chosen}`) ? to : `/${chosen}/home`;
  return redirect(target, { status: 303, headers: { "Set-Cookie": langCookie(chosen), "Cache-Control": "no-store" } });
}

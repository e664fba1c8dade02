import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { stripControls } from "~/utils/control-characters";
import { requireLang } from "~/utils/lang.server";

/**
 * The header's search form without JavaScript (GET /{lang}/search?q=...):
 * non-blank text goes to /{lang}/search/{text}; blank text returns to the page it came from.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  const lang = requireLang(request, params);
  const url = new URL(request.url);
  const query = stripControls(url.searchParams.get("q") ?? "").trim();
  // Cut by code point: half of a surrogate pair would make encodeURIComponent throw.
  if (query) return redirect(`/${lang}/search/${encodeURIComponent(Array.from(query).slice(0, 200).join(""))}`, 303);
  const referer = request.headers.get("referer");
  try {
    const from = referer ? new URL(referer) : null;
    if (from && from.host === url.host && from.pathname.startsWith(`/${lang}/`)) {
      return redirect(`${from.pathname}${from.search}`, 303);
    }
  } catch {
    // An unparseable Referer: go home.
  }
  return redirect(`/${lang}/home`, 303);
}

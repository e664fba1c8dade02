import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requireLang } from "~/utils/lang.server";

/**
 * The header's search form without JavaScript (GET /{lang}/search?q=...):
 * non-blank text goes to /{lang}/search/{text}; blank text returns to the page it came from.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  const lang = requireLang(request, params);
  const url = new URL(request.url);
  const query = (url.searchParams.get("q") ?? "").trim();
  if (query) return redirect(`/${lang}/search/${encodeURIComponent(query.slice(0, 200))}`, 303);
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

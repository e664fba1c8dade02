import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requireLang } from "~/utils/lang.server";

/** /ar → /ar/home, /en → /en/home. */
export function loader({ request, params }: LoaderFunctionArgs) {
  const lang = requireLang(request, params);
  return redirect(`/${lang}/home`, 302);
}

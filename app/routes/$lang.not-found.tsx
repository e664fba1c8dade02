import type { LoaderFunctionArgs } from "@remix-run/node";
import { notFoundPage } from "~/content/pages/errors.server";
import { requireLang } from "~/utils/lang.server";

/** /{lang}/not-found renders the same page, with the same status, as any unknown path. */
export function loader({ request, params, context }: LoaderFunctionArgs) {
  notFoundPage(context, requireLang(request, params));
}

export default function NotFoundRoute() {
  return null;
}

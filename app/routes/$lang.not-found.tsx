import type { LoaderFunctionArgs } from "@remix-run/node";
import { notFound } from "~/content/sections.server";
import { requireLang } from "~/utils/lang.server";

/** /{lang}/not-found renders the same page, with the same status, as any unknown path. */
export function loader({ request, params }: LoaderFunctionArgs) {
  requireLang(request, params);
  notFound();
}

export default function NotFoundRoute() {
  return null;
}

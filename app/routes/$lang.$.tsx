import type { LoaderFunctionArgs } from "@remix-run/node";
import { notFound } from "~/content/sections.server";
import { requireLang } from "~/utils/lang.server";

/** Any unknown path under a valid language: the not-found page with status 404. */
export function loader({ request, params }: LoaderFunctionArgs) {
  requireLang(request, params);
  notFound();
}

export const action = loader;

export default function CatchAll() {
  return null;
}

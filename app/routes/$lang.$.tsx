import type { LoaderFunctionArgs } from "@remix-run/node";
import { notFoundPage } from "~/content/pages/errors.server";
import { requireLang } from "~/utils/lang.server";

/** Any unknown path under a valid language: the not-found page with status 404. */
export function loader({ request, params, context }: LoaderFunctionArgs) {
  notFoundPage(context, requireLang(request, params));
}

export const action = loader;

export default function CatchAll() {
  return null;
}

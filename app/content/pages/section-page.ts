/**
 * The route module of a page made of sections: its title and endpoints in, its
 * `loader` and `meta` exports out, so the route declares its data and arranges
 * its sections (docs/decisions/022).
 *
 * Not a `.server` module: a route's `meta` export comes from this call, so the
 * browser bundle runs it. `loadPage` is stubbed out there, which is harmless:
 * it is only reached inside the loader, and the compiler drops the `loader`
 * export from the browser build.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { routeMeta } from "~/utils/meta";
import { loadPage, type PageConfig, type PageEndpoint, type PageTitle } from "./page.server";

export function sectionPage<const S extends Record<string, PageEndpoint>>(
  title: PageTitle,
  sections: S,
  options: Omit<PageConfig<S>, "title" | "sections"> = {},
) {
  const config: PageConfig<S> = { ...options, title, sections };
  return { loader: (args: LoaderFunctionArgs) => loadPage(args, config), meta: routeMeta };
}

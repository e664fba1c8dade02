/** Loaders shared by the solution and service-area pages. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import type { HeadSection, ServiceCategory } from "../schemas";
import { mapSection } from "../section";
import { loadPage, type EndpointOf, type PageTitle } from "./page.server";

type Categories = ServiceCategory[] | { services: ServiceCategory[] };

export interface CategoriesPageConfig {
  title: PageTitle;
  head: EndpointOf<HeadSection>;
  /** A plain list of categories, or a `{ services }` response. */
  categories: EndpointOf<Categories>;
}

/**
 * A page whose content is its list of service categories (Teaching, investing
 * in startups, corporates, capability building): the head section, then the
 * categories as one list whatever shape the endpoint answers in.
 */
export async function loadCategoriesPage(args: LoaderFunctionArgs, config: CategoriesPageConfig) {
  const { categories, ...page } = await loadPage(args, { title: config.title, sections: { head: config.head, categories: config.categories } });
  return { ...page, categories: mapSection(categories, (data) => (Array.isArray(data) ? data : data.services)) };
}

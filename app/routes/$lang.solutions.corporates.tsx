import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadCategoriesPage } from "~/content/pages/solutions.server";
import { CategoriesPage } from "~/components/solutions/categories-with-slider";
import { routeMeta } from "~/utils/meta";
import { solutionPageStyles } from "~/utils/route-styles";

export const { links, handle } = solutionPageStyles;

export const loader = (args: LoaderFunctionArgs) =>
  loadCategoriesPage(args, { title: ["corporates", "nav.corporates"], head: "OferringCorporates.OfferingHeadSection", categories: "OferringCorporates.GetOfferingCategoriesServices" });

export const meta = routeMeta;

/** Corporates: banner, services slider, service content blocks, contact call-to-action. */
export default function CorporatesPage() {
  return <CategoriesPage data={useLoaderData<typeof loader>()} sliderTitle="solutions.slider.label" ctaText="solutions.corporates.ctaText" />;
}

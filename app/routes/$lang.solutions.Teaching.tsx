import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadCategoriesPage } from "~/content/pages/solutions.server";
import { CategoriesPage } from "~/components/solutions/categories-with-slider";
import { routeMeta } from "~/utils/meta";
import { solutionPageStyles } from "~/utils/route-styles";

export const { links, handle } = solutionPageStyles;

export const loader = (args: LoaderFunctionArgs) =>
  loadCategoriesPage(args, { title: ["teaching", "nav.teaching"], head: "OfferingTeaching.OfferingHeadSection", categories: "OfferingTeaching.GetOfferingCategoriesServices" });

export const meta = routeMeta;

/** Teaching Arabic as a foreign language: banner, services slider, programmes, contact call-to-action. */
export default function TeachingPage() {
  return <CategoriesPage data={useLoaderData<typeof loader>()} sliderTitle="solutions.slider.label" ctaText="solutions.cta.text" />;
}

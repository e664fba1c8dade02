import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadCategoriesPage } from "~/content/pages/solutions.server";
import { CategoriesPage } from "~/components/solutions/categories-with-slider";
import { routeMeta } from "~/utils/meta";
import { solutionPageStyles } from "~/utils/route-styles";

export const { links, handle } = solutionPageStyles;

export const loader = (args: LoaderFunctionArgs) =>
  loadCategoriesPage(args, { title: ["capabilityBuilding", "nav.capabilityBuilding"], head: "CapabilityBuilding.capabilityBuildingHeadSectionHeadSection", categories: "CapabilityBuilding.GetServiceCategories" });

export const meta = routeMeta;

/** Capability building: banner, services slider, one block per programme area, contact call-to-action. */
export default function CapabilityBuildingPage() {
  return <CategoriesPage data={useLoaderData<typeof loader>()} sliderTitle="solutions.serviceAreas.categoriesTitle" ctaText="solutions.cta.text" />;
}

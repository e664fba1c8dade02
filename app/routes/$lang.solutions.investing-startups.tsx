import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadCategoriesPage } from "~/content/pages/solutions.server";
import { CategoriesPage } from "~/components/solutions/categories-with-slider";
import { routeMeta } from "~/utils/meta";
import { solutionPageStyles } from "~/utils/route-styles";

export const { links, handle } = solutionPageStyles;

export const loader = (args: LoaderFunctionArgs) =>
  loadCategoriesPage(args, { title: ["investingStartups", "nav.investingStartups"], head: "OfferingInvestinginStartups.OfferingHeadSection", categories: "OfferingInvestinginStartups.GetOfferingCategoriesServices" });

export const meta = routeMeta;

/** Investing in startups: banner, services slider, what we offer founders, contact call-to-action. */
export default function InvestingStartupsPage() {
  return <CategoriesPage data={useLoaderData<typeof loader>()} sliderTitle="solutions.slider.label" ctaText="solutions.cta.text" />;
}

import { useLoaderData } from "@remix-run/react";
import { sectionPage } from "~/content/pages/section-page";
import { TabbedSolutionPage } from "~/components/solutions/tabbed-solution-page";
import { skipTabOnlyRevalidation } from "~/utils/revalidation";
import { solutionPageStyles } from "~/utils/route-styles";

export const { links, handle } = solutionPageStyles;

export const { loader, meta } = sectionPage(["publishing", "nav.publishing"], {
  head: "OfferingPublishing.OfferingPublishingHeadSection",
  services: "OfferingPublishing.GetOfferingCategoriesServices",
  products: "OfferingPublishing.GetOfferingCategoriesProducts",
});
export const shouldRevalidate = skipTabOnlyRevalidation;

/** Publishing: printing and distribution (services), books and magazines (products). */
export default function PublishingPage() {
  return <TabbedSolutionPage page="publishing" data={useLoaderData<typeof loader>()} />;
}

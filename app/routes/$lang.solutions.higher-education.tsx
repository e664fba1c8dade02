import { useLoaderData } from "@remix-run/react";
import { sectionPage } from "~/content/pages/section-page";
import { TabbedSolutionPage } from "~/components/solutions/tabbed-solution-page";
import { skipTabOnlyRevalidation } from "~/utils/revalidation";
import { solutionPageStyles } from "~/utils/route-styles";

export const { links, handle } = solutionPageStyles;

export const { loader, meta } = sectionPage(["higherEducation", "nav.higherEducation"], {
  head: "OfferingHigherEducation.OfferingHeadSection",
  services: "OfferingHigherEducation.GetOfferingCategoriesServices",
  products: "OfferingHigherEducation.GetOfferingCategoriesProducts",
});
export const shouldRevalidate = skipTabOnlyRevalidation;

/** Higher education: content blocks with title, image and list details, under Services and Products tabs. */
export default function HigherEducationPage() {
  return <TabbedSolutionPage page="higherEducation" data={useLoaderData<typeof loader>()} />;
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadPage } from "~/content/pages/page.server";
import { TabbedSolutionPage } from "~/components/solutions/tabbed-solution-page";
import { routeMeta } from "~/utils/meta";
import { skipTabOnlyRevalidation } from "~/utils/revalidation";

export const loader = (args: LoaderFunctionArgs) =>
  loadPage(args, {
    title: ["higherEducation", "nav.higherEducation"],
    sections: {
      head: "OfferingHigherEducation.OfferingHeadSection",
      services: "OfferingHigherEducation.GetOfferingCategoriesServices",
      products: "OfferingHigherEducation.GetOfferingCategoriesProducts",
    },
  });

export const meta = routeMeta;
export const shouldRevalidate = skipTabOnlyRevalidation;

/** Higher education: content blocks with title, image and list details, under Services and Products tabs. */
export default function HigherEducationPage() {
  return <TabbedSolutionPage page="higherEducation" data={useLoaderData<typeof loader>()} />;
}

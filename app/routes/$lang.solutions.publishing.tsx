import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadPage } from "~/content/pages/page.server";
import { TabbedSolutionPage } from "~/components/solutions/tabbed-solution-page";
import { routeMeta } from "~/utils/meta";
import { skipTabOnlyRevalidation } from "~/utils/revalidation";

export const loader = (args: LoaderFunctionArgs) =>
  loadPage(args, {
    title: ["publishing", "nav.publishing"],
    sections: {
      head: "OfferingPublishing.OfferingPublishingHeadSection",
      services: "OfferingPublishing.GetOfferingCategoriesServices",
      products: "OfferingPublishing.GetOfferingCategoriesProducts",
    },
  });

export const meta = routeMeta;
export const shouldRevalidate = skipTabOnlyRevalidation;

/** Publishing: printing and distribution (services), books and magazines (products). */
export default function PublishingPage() {
  return <TabbedSolutionPage page="publishing" data={useLoaderData<typeof loader>()} />;
}

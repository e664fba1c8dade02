import { useLoaderData } from "@remix-run/react";
import { sectionPage } from "~/content/pages/section-page";
import { K12Products, K12Services } from "~/components/solutions/k12-content";
import { TabbedSolutionPage } from "~/components/solutions/tabbed-solution-page";
import { skipTabOnlyRevalidation } from "~/utils/revalidation";
import { solutionPageStyles } from "~/utils/route-styles";

export const { links, handle } = solutionPageStyles;

export const { loader, meta } = sectionPage(["k12", "nav.k12"], {
  head: "OfferingK2.OfferingK2HeadSection",
  services: "OfferingK2.GetOfferingCategoriesServices",
  products: "OfferingK2.GetOfferingCategoriesProducts",
});
export const shouldRevalidate = skipTabOnlyRevalidation;

/** K-12: services and products tabs, each laid out by position (SPEC section 7). */
export default function K12Page() {
  const d = useLoaderData<typeof loader>();
  return (
    <TabbedSolutionPage
      page="k12"
      data={d}
      renderServices={(categories, anchors) => <K12Services lang={d.lang} categories={categories} anchors={anchors} />}
      renderProducts={(categories, anchors) => <K12Products lang={d.lang} categories={categories} anchors={anchors} />}
    />
  );
}

import { useLoaderData } from "@remix-run/react";
import { sectionPage } from "~/content/pages/section-page";
import { InstitutionPage } from "~/components/solutions/institution-page";
import { solutionPageStyles } from "~/utils/route-styles";

export const { links, handle } = solutionPageStyles;

export const { loader, meta } = sectionPage(["printingAcademy", "nav.printingAcademy"], {
  head: "EducationalInstitutions.GetEducationalInstitutionPrinting",
});

export default function PrintingAcademyPage() {
  return <InstitutionPage data={useLoaderData<typeof loader>()} />;
}

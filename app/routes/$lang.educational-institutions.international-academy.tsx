import { useLoaderData } from "@remix-run/react";
import { sectionPage } from "~/content/pages/section-page";
import { InstitutionPage } from "~/components/solutions/institution-page";
import { solutionPageStyles } from "~/utils/route-styles";

export const { links, handle } = solutionPageStyles;

export const { loader, meta } = sectionPage(["internationalAcademy", "nav.internationalAcademy"], {
  head: "EducationalInstitutions.GetEducationalInstitutionTahea",
});

export default function InternationalAcademyPage() {
  return <InstitutionPage data={useLoaderData<typeof loader>()} />;
}

import { useLoaderData } from "@remix-run/react";
import { sectionPage } from "~/content/pages/section-page";
import { InstitutionPage } from "~/components/solutions/institution-page";
import { solutionPageStyles } from "~/utils/route-styles";

export const { links, handle } = solutionPageStyles;

export const { loader, meta } = sectionPage(["appliedTechnologySchool", "nav.appliedTechnologySchool"], {
  head: "EducationalInstitutions.GetEducationalInstitutionTechnologySchool",
});

export default function AppliedTechnologySchoolPage() {
  return <InstitutionPage data={useLoaderData<typeof loader>()} />;
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadPage } from "~/content/pages/page.server";
import { InstitutionPage } from "~/components/solutions/institution-page";
import { routeMeta } from "~/utils/meta";

export const loader = (args: LoaderFunctionArgs) =>
  loadPage(args, { title: ["printingAcademy", "nav.printingAcademy"], sections: { head: "EducationalInstitutions.GetEducationalInstitutionPrinting" } });

export const meta = routeMeta;

export default function PrintingAcademyPage() {
  return <InstitutionPage data={useLoaderData<typeof loader>()} />;
}

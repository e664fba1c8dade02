import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { InstitutionPage } from "~/components/solutions/institution-page";
import { solutionMeta } from "~/components/solutions/meta";
import { pageMetaData } from "~/components/solutions/page-data.server";
import { pageTitle } from "~/content/page.server";
import { section } from "~/content/sections.server";
import { requireLang } from "~/utils/lang.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const lang = requireLang(request, params);
  const [title, institution] = await Promise.all([
    pageTitle(context, lang, "printingAcademy", "nav.printingAcademy"),
    section(context.content.get("EducationalInstitutions.GetEducationalInstitutionPrinting")),
  ]);
  return { lang, title, institution, meta: pageMetaData(lang, title, institution) };
}

export const meta: MetaFunction<typeof loader> = (args) => solutionMeta(args, args.data);

export default function PrintingAcademyPage() {
  const { lang, title, institution } = useLoaderData<typeof loader>();
  return <InstitutionPage lang={lang} title={title} institution={institution} />;
}

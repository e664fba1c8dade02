import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { CategoriesWithSlider } from "~/components/solutions/categories-with-slider";
import { solutionMeta } from "~/components/solutions/meta";
import { PageBanner } from "~/components/solutions/page-banner";
import { pageMetaData } from "~/components/solutions/page-data.server";
import { ContactCta } from "~/components/sections/contact-block";
import { pageTitle } from "~/content/page.server";
import { section } from "~/content/sections.server";
import { requireLang } from "~/utils/lang.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const lang = requireLang(request, params);
  const [title, head, categories] = await Promise.all([
    pageTitle(context, lang, "capabilityBuilding", "nav.capabilityBuilding"),
    section(context.content.get("CapabilityBuilding.capabilityBuildingHeadSectionHeadSection")),
    section(context.content.get("CapabilityBuilding.GetServiceCategories")),
  ]);
  return { lang, title, head, categories, meta: pageMetaData(lang, title, head) };
}

export const meta: MetaFunction<typeof loader> = (args) => solutionMeta(args, args.data);

/** Capability building: banner, services slider, one block per programme area, contact call-to-action. */
export default function CapabilityBuildingPage() {
  const { lang, title, head, categories } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <PageBanner lang={lang} head={head} fallbackTitle={title} />
      <CategoriesWithSlider lang={lang} section={categories} sliderTitle={t("solutions.serviceAreas.categoriesTitle")} />
      <ContactCta lang={lang} text={t("solutions.cta.text")} label={t("solutions.cta.button")} />
    </>
  );
}

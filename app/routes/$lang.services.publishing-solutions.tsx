import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { CategoryGroupBand } from "~/components/solutions/category-section";
import { SliderBand, sliderItems } from "~/components/solutions/services-slider";
import { ContactCta } from "~/components/sections/contact-block";
import { PageBanner } from "~/components/sections/page-banner";
import { sectionPage } from "~/content/pages/section-page";
import { mapSection } from "~/content/section";
import { categoryAnchors } from "~/utils/solution-anchors";
import { solutionPageStyles } from "~/utils/route-styles";

export const { links, handle } = solutionPageStyles;

export const { loader, meta } = sectionPage(["publishingSolutions", "nav.publishingSolutions"], {
  head: "OfferingPublishing.OfferingPublishingHeadSection",
  services: "OfferingPublishing.GetOfferingCategoriesServices",
  products: "OfferingPublishing.GetOfferingCategoriesProducts",
});

/**
 * Publishing solutions: the publishing data without tabs. One slider over
 * services and products, then both lists under their own headings. Anchors
 * come from the English titles over the combined list, so none repeats.
 */
export default function PublishingSolutionsPage() {
  const { lang, meta, head, services, products } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const groups = [
    { id: "publishing-services", title: t("solutions.publishingSolutions.servicesTitle"), section: mapSection(services, (d) => d.services) },
    { id: "publishing-products", title: t("solutions.publishingSolutions.productsTitle"), section: mapSection(products, (d) => d.products) },
  ];
  const all = groups.flatMap((group) => group.section.data ?? []);
  const anchors = categoryAnchors(null, "services", all);
  // Services' anchors first, then products'.
  const split = groups[0].section.data?.length ?? 0;
  const groupAnchors = [anchors.slice(0, split), anchors.slice(split)];
  return (
    <>
      <PageBanner meta={meta} head={head} />
      <SliderBand lang={lang} title={t("solutions.serviceAreas.categoriesTitle")} items={sliderItems(lang, all, anchors)} />
      {groups.map((group, i) => (
        <CategoryGroupBand key={group.id} lang={lang} {...group} anchors={groupAnchors[i]} />
      ))}
      <ContactCta lang={lang} text={t("solutions.cta.text")} label={t("solutions.cta.button")} />
    </>
  );
}

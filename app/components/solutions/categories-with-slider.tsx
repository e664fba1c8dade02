import type { ParseKeys } from "i18next";
import { useTranslation } from "~/i18n/react";
import type { Section } from "~/content/section";
import type { HeadSection, ServiceCategory } from "~/content/schemas";
import type { Lang } from "~/i18n/config";
import type { PageMeta } from "~/utils/meta";
import { categoryAnchors } from "~/utils/solution-anchors";
import { ContactCta } from "../sections/contact-block";
import { PageBanner } from "../sections/page-banner";
import { CategorySections } from "./category-section";
import { Loaded } from "../sections/section-view";
import { SliderBand, sliderItems } from "./services-slider";

/**
 * A service area's categories: the services slider (each slide links to its
 * category's anchor, anchorFromTitle of the English title), then one content
 * block per category. A failed load shows the error's message.
 */
export function CategoriesWithSlider({
  lang,
  section,
  sliderTitle,
}: {
  lang: Lang;
  section: Section<readonly ServiceCategory[]>;
  sliderTitle: string;
}) {
  return (
    <Loaded section={section}>
      {(categories) => {
        const anchors = categoryAnchors(null, "services", categories);
        return (
          <>
            <SliderBand lang={lang} title={sliderTitle} items={sliderItems(lang, categories, anchors)} />
            <CategorySections lang={lang} categories={categories} anchors={anchors} />
          </>
        );
      }}
    </Loaded>
  );
}

/**
 * A page whose content is its categories (Teaching, investing in startups,
 * corporates, capability building): banner, the categories with their slider,
 * a call to action. The routes differ only in their endpoints and wording.
 */
export function CategoriesPage({
  data: { lang, meta, head, categories },
  sliderTitle,
  ctaText,
}: {
  data: { lang: Lang; meta: PageMeta; head: Section<HeadSection>; categories: Section<ServiceCategory[]> };
  sliderTitle: ParseKeys;
  ctaText: ParseKeys;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PageBanner meta={meta} head={head} />
      <CategoriesWithSlider lang={lang} section={categories} sliderTitle={t(sliderTitle)} />
      <ContactCta lang={lang} text={t(ctaText)} label={t("solutions.cta.button")} />
    </>
  );
}

import type { Section } from "~/content/section";
import type { ServiceCategory } from "~/content/schemas";
import type { Lang } from "~/i18n/config";
import { categoryAnchors } from "~/utils/solution-anchors";
import { CategorySections } from "./category-section";
import { Loaded } from "./loaded";
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

/** `{ services: [...] }` responses as a plain list section. */
export function servicesOf<T extends { services: readonly ServiceCategory[] }>(section: Section<T>): Section<readonly ServiceCategory[]> {
  return section.error !== null ? section : { data: section.data.services, error: null };
}

import { useTranslation } from "~/i18n/react";
import { responsiveImage } from "~/images/image-address";
import type { ServiceCategory, VocationalFirstSection } from "~/content/schemas";
import type { Lang } from "~/i18n/config";
import { anchorFromTitle } from "~/utils/anchors";
import { loc } from "~/utils/localize";
import { HalfGrid } from "../sections/blocks";
import { RichText } from "../ui/rich-text";
import { CategoryGroup, CategorySection, type CategoryVariant } from "./category-section";

/** SPEC section 7: the intro shows the first 3 categories. */
export const INTRO_OFFERS = 3;

/** Intro: title, description and illustration, with icon boxes linking to the first three services. */
export function VocationalIntro({ lang, intro }: { lang: Lang; intro: VocationalFirstSection }) {
  const boxes = intro.services.slice(0, INTRO_OFFERS);
  return (
    <section className="page-section" aria-labelledby="vocational-intro-title">
      <div className="container">
        <HalfGrid image={intro.image}>
          <h2 id="vocational-intro-title">{loc(lang, intro, "title")}</h2>
          <RichText html={loc(lang, intro, "description")} />
        </HalfGrid>
        {boxes.length > 0 ? (
          <ul className="intro-boxes">
            {boxes.map((box) => (
              <li key={box.id}>
                <a className="intro-box" href={`#${anchorFromTitle(box.titleEn)}`}>
                  {box.image ? (
                    <img
                      {...responsiveImage(box.image, 48, "48px")}
                      alt=""
                      width={48}
                      height={48}
                      loading="lazy"
                      decoding="async"
                    />
                  ) : null}
                  <span>{loc(lang, box, "title")}</span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}

/**
 * Layouts by position (SPEC section 7): 3 technical schools, 4 curricula
 * (a numbered sequence of stages), 5 educators' capability, 6 digitization;
 * positions beyond 6 use the default layout.
 */
const LAYOUT_BY_INDEX: Record<number, CategoryVariant> = { 3: "split", 4: "steps", 5: "feature", 6: "split" };

/**
 * The vocational services by index: 0–2 (the intro offers) side by side,
 * then one section each. A shorter list from the content source only drops
 * the missing positions: no empty band, no crash.
 */
export function VocationalServices({
  lang,
  services,
  anchors,
}: {
  lang: Lang;
  services: readonly ServiceCategory[];
  anchors: readonly string[];
}) {
  const { t } = useTranslation();
  const offers = services.slice(0, INTRO_OFFERS);
  const rest = services.slice(INTRO_OFFERS);
  return (
    <>
      <CategoryGroup title={t("solutions.vocational.offersTitle")} id="vocational-offers-title">
        {offers.map((category, index) => (
          <CategorySection
            key={category.id}
            lang={lang}
            category={category}
            anchor={anchors[index]}
            variant="compact"
            level={3}
          />
        ))}
      </CategoryGroup>
      {rest.map((category, offset) => {
        const index = INTRO_OFFERS + offset;
        return (
          <CategorySection
            key={category.id}
            lang={lang}
            category={category}
            anchor={anchors[index]}
            variant={LAYOUT_BY_INDEX[index] ?? "split"}
            alternate={offset % 2 === 0}
          />
        );
      })}
    </>
  );
}

import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { CategoriesWithSlider } from "~/components/solutions/categories-with-slider";
import { Loaded } from "~/components/sections/section-view";
import { ContactCta } from "~/components/sections/contact-block";
import { PageBanner } from "~/components/sections/page-banner";
import { InternalSectionBand } from "~/components/sections/section-band";
import { sectionPage } from "~/content/pages/section-page";
import { solutionPageStyles } from "~/utils/route-styles";

export const { links, handle } = solutionPageStyles;

export const { loader, meta } = sectionPage(["digitalLearning", "nav.digitalLearning"], {
  head: "DigitalLearning.DigitalLearningHeadSection",
  content: "DigitalLearning.DigitalLearningContentSection",
  teams: "DigitalLearning.DigitalLearningTeams",
  teamContent: "DigitalLearning.DigitalLearningTeamContentSection",
  robust: "DigitalLearning.DigitalLearningRobustContentSection",
  categories: "DigitalLearning.GetServiceCategories",
});

/**
 * Digital learning: banner, content section, the teams with their content
 * section, the robust-content section, the services slider and categories.
 */
export default function DigitalLearningPage() {
  const { lang, meta, head, content, teams, teamContent, robust, categories } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <PageBanner meta={meta} head={head} />
      <InternalSectionBand lang={lang} section={content} id="digital-learning" />
      <InternalSectionBand lang={lang} section={teamContent} id="teams" reverse cards={teams.data} />
      {teams.error !== null ? <Loaded section={teams}>{() => null}</Loaded> : null}
      <InternalSectionBand lang={lang} section={robust} id="robust-content" />
      <CategoriesWithSlider lang={lang} section={categories} sliderTitle={t("solutions.digitalLearning.servicesTitle")} />
      <ContactCta lang={lang} text={t("solutions.cta.text")} label={t("solutions.cta.button")} />
    </>
  );
}

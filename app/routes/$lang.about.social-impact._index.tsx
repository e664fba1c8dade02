import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { itemPath } from "~/content/item-kinds";
import { sectionPage } from "~/content/pages/section-page";
import { SecondCard } from "~/components/sections/blocks";
import { PageBanner } from "~/components/sections/page-banner";
import { SectionBand } from "~/components/sections/section-band";
import { LazyImage } from "~/components/ui/lazy-image";
import { RichText } from "~/components/ui/rich-text";
import { loc } from "~/utils/localize";
import { localise } from "~/utils/paths";
import { firstSentence } from "~/utils/words";
import { contentPageStyles } from "~/utils/route-styles";

export const { links, handle } = contentPageStyles;

export const { loader, meta } = sectionPage(["socialImpact", "nav.socialImpact"], {
  head: "Sustainability.SustainabilityHeadSection",
  text1: "Sustainability.SustainabilityText1",
  steps: "Sustainability.GetSunSteps",
  text2: "Sustainability.SustainabilityText2",
  projects: "Sustainability.GetSunProjects",
});

export default function SocialImpact() {
  const { lang, meta, head, text1, steps, text2, projects } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const lead = (text: typeof text1) => (
    <SectionBand id="impact-text" narrow label={t("pages.about.socialImpact")} section={text}>
      {(s) => <RichText html={loc(lang, s, "description")} className="lead" />}
    </SectionBand>
  );
  return (
    <>
      <PageBanner meta={meta} head={head} trail={[{ label: t("nav.about") }]} />
      {lead(text1)}
      <SectionBand id="steps" tinted section={steps} heading={{ title: t("pages.about.steps"), align: "center" }}>
        {(items) => (
          <ol className="steps">
            {items.map((s) => (
              <li key={s.id} className="step">
                <LazyImage src={s.image} alt="" width={120} height={120} />
                {/* Spoken as "Step 1": a plain span cannot carry aria-label (ARIA forbids naming generic elements). */}
                <span className="visually-hidden">{t("pages.about.stepLabel", { number: s.number })}</span>
                <span className="step-number" aria-hidden="true">
                  {s.number}
                </span>
                <h3>{loc(lang, s, "title")}</h3>
              </li>
            ))}
          </ol>
        )}
      </SectionBand>
      {lead(text2)}
      <SectionBand
        id="impact-projects"
        tinted
        section={projects}
        heading={{ title: t("pages.about.impactProjects") }}
        grid={3}
      >
        {(items) =>
          items.map((p) => (
            <SecondCard
              key={p.id}
              title={loc(lang, p, "title")}
              text={firstSentence(loc(lang, p, "description"))}
              image={p.image}
              to={localise(lang, itemPath("socialImpact", p.id))}
              linkLabel={t("common.readMore")}
            />
          ))
        }
      </SectionBand>
    </>
  );
}

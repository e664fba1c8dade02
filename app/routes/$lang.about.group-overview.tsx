import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { sectionPage } from "~/content/pages/section-page";
import { NumberedBox, TitleBlock } from "~/components/sections/blocks";
import { Band, HalfSectionBand, ownHeading, SectionBand } from "~/components/sections/section-band";
import { SectionView } from "~/components/sections/section-view";
import { PageBanner } from "~/components/sections/page-banner";
import { IconCard, LineBoxes } from "~/components/pages/cards";
import { PartnersStrip } from "~/components/pages/partners-strip";
import { loc } from "~/utils/localize";
import { contentPageStyles } from "~/utils/route-styles";

export const { links, handle } = contentPageStyles;

export const { loader, meta } = sectionPage(["groupOverview", "nav.groupOverview"], {
  head: "About.headSection",
  purpose: "About.purposeSection",
  whatWeDo: "About.whatwedoSection",
  whatWeBring: "About.whatwebrings",
  values: "About.values",
  figures: "About.figures",
  partnersHead: "About.OverViewPartnersHeadSection",
  partners: "About.GetOverViewPartners",
});

/* SPEC anchors: headerpurpose, whatWeDo, ourBrings, OurValues, figures, OurPartners */
export default function GroupOverview() {
  const d = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { lang } = d;
  return (
    <>
      <PageBanner meta={d.meta} head={d.head} trail={[{ label: t("nav.about") }]} />
      <div id="headerpurpose">
        <HalfSectionBand lang={lang} section={d.purpose} eyebrow={t("pages.about.purpose")} />
      </div>
      <SectionBand id="whatWeDo" anchored tinted section={d.whatWeDo} heading={ownHeading(lang, t("pages.about.whatWeDo"))} grid={3}>
        {(s) => <LineBoxes lang={lang} items={s.items} />}
      </SectionBand>
      <SectionBand id="ourBrings" anchored section={d.whatWeBring} heading={ownHeading(lang, t("pages.about.whatWeBring"))} grid={4}>
        {(s) => s.items.map((item, i) => <IconCard key={item.id} lang={lang} item={item} className="bring-card" revealDelay={i % 2 ? 750 : 500} />)}
      </SectionBand>
      <SectionBand id="OurValues" anchored tinted section={d.values} heading={ownHeading(lang, t("pages.about.values"))} grid={3}>
        {(s) => <LineBoxes lang={lang} items={s.items} />}
      </SectionBand>
      <SectionBand id="figures" anchored section={d.figures} heading={ownHeading(lang, t("pages.about.figures"), "center")}>
        {(s) => (
          <div className="figures-grid">
            {s.items.map((f) => (
              <NumberedBox key={f.id} number={f.number} title={loc(lang, f, "title")} image={f.image} />
            ))}
          </div>
        )}
      </SectionBand>
      <Band id="OurPartners" anchored tinted>
        <SectionView section={d.partnersHead}>
          {(s) => <TitleBlock id="OurPartners-title" {...ownHeading(lang, t("pages.about.partners"), "center")(s)} />}
        </SectionView>
        <SectionView section={d.partners}>{(partners) => <PartnersStrip lang={lang} partners={partners} />}</SectionView>
      </Band>
    </>
  );
}

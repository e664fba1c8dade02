import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { sectionPage } from "~/content/pages/section-page";
import { SecondCard } from "~/components/sections/blocks";
import { PageBanner } from "~/components/sections/page-banner";
import { SectionBand } from "~/components/sections/section-band";
import { PartnersStrip } from "~/components/pages/partners-strip";
import { loc } from "~/utils/localize";
import { localise } from "~/utils/paths";
import { contentPageStyles } from "~/utils/route-styles";

export const { links, handle } = contentPageStyles;

export const { loader, meta } = sectionPage(["awards", "nav.awards"], {
  head: "Award.headSection",
  awards: "Award.awards",
  partners: "Award.awardspartner",
});

export default function Awards() {
  const { lang, meta, head, awards, partners } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <PageBanner meta={meta} head={head} trail={[{ label: t("nav.about") }]} />
      <SectionBand id="awards" section={awards} heading={{ title: t("pages.about.awards") }} grid={4}>
        {(items) =>
          items.map((a) => (
            <SecondCard
              key={a.id}
              title={loc(lang, a, "title")}
              html={loc(lang, a, "description")}
              image={a.image}
              meta={<span className="award-year">{a.year}</span>}
              to={a.link ? localise(lang, a.link) : null}
              linkLabel={t("common.learnMore")}
            />
          ))
        }
      </SectionBand>
      <SectionBand id="award-partners" tinted section={partners} heading={{ title: t("pages.about.awardPartners"), align: "center" }}>
        {(items) => <PartnersStrip lang={lang} partners={items} />}
      </SectionBand>
    </>
  );
}

import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { sectionPage } from "~/content/pages/section-page";
import { PageBanner } from "~/components/sections/page-banner";
import { HalfSectionBand, SectionBand } from "~/components/sections/section-band";
import { LazyImage } from "~/components/ui/lazy-image";
import { RichText } from "~/components/ui/rich-text";
import { loc } from "~/utils/localize";
import { contentPageStyles } from "~/utils/route-styles";

export const { links, handle } = contentPageStyles;

export const { loader, meta } = sectionPage(["history", "nav.history"], {
  head: "History.headSection",
  story: "History.historystorySection",
  years: "History.historyyears",
});

export default function History() {
  const { lang, meta, head, story, years } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <PageBanner meta={meta} head={head} trail={[{ label: t("nav.about") }]} />
      <HalfSectionBand lang={lang} section={story} id="story" eyebrow={t("pages.about.history")} />
      <SectionBand id="milestones" tinted section={years} heading={{ title: t("pages.about.milestones") }}>
        {(items) => (
          <ol className="timeline">
            {items.map((y) => (
              <li key={y.id} className="timeline-item">
                <span className="timeline-year">{y.year}</span>
                <div className="timeline-body">
                  <h3>{loc(lang, y, "title")}</h3>
                  <RichText html={loc(lang, y, "description")} />
                </div>
                {y.image ? <LazyImage src={y.image} alt="" width={800} height={600} className="timeline-image" /> : null}
              </li>
            ))}
          </ol>
        )}
      </SectionBand>
    </>
  );
}

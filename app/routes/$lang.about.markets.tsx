import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { sectionPage } from "~/content/pages/section-page";
import { PageBanner } from "~/components/sections/page-banner";
import { HalfSectionBand, SectionBand } from "~/components/sections/section-band";
import { CountriesMap } from "~/components/pages/countries-map";
import { contentPageStyles } from "~/utils/route-styles";

export const { links, handle } = contentPageStyles;

export const { loader, meta } = sectionPage(
  ["markets", "nav.markets"],
  { head: "Marketings.headSection", countries: "Marketings.countries", text: "Marketings.textSection" },
  { describedBy: "text" },
);

export default function Markets() {
  const { lang, meta, head, countries, text } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <PageBanner meta={meta} head={head} trail={[{ label: t("nav.about") }]} />
      <HalfSectionBand lang={lang} section={text} id="map-copy" eyebrow={t("pages.about.markets")} />
      <SectionBand id="countries" tinted section={countries} heading={{ title: t("pages.about.countries") }}>
        {(list) => (
          <div className="markets-grid">
            <CountriesMap lang={lang} countries={list} label={t("pages.about.mapLabel")} />
            <ul className="country-list">
              {list.map((c) => (
                <li key={c.id}>
                  <span className="country-code" aria-hidden="true">
                    {c.code}
                  </span>
                  {lang === "ar" ? c.nameAr : c.nameEn}
                </li>
              ))}
            </ul>
          </div>
        )}
      </SectionBand>
    </>
  );
}

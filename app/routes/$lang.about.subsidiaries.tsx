import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { sectionPage } from "~/content/pages/section-page";
import { PageBanner } from "~/components/sections/page-banner";
import { SectionBand } from "~/components/sections/section-band";
import { LazyImage } from "~/components/ui/lazy-image";
import { RichText } from "~/components/ui/rich-text";
import { ExternalIcon } from "~/components/ui/icons";
import { loc } from "~/utils/localize";
import { contentPageStyles } from "~/utils/route-styles";

export const { links, handle } = contentPageStyles;

export const { loader, meta } = sectionPage(["subsidiaries", "nav.subsidiaries"], {
  head: "Subsidiaries.headSection",
  subsidiaries: "Subsidiaries.subsidiaries",
});

export default function Subsidiaries() {
  const { lang, meta, head, subsidiaries } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <PageBanner meta={meta} head={head} trail={[{ label: t("nav.about") }]} />
      <SectionBand id="subsidiaries" section={subsidiaries} heading={{ title: t("pages.about.subsidiaries") }}>
        {(items) => (
          <div className="subsidiary-list">
            {items.map((s) => (
              <article key={s.id} className="subsidiary">
                {s.logo ? <LazyImage src={s.logo} alt="" width={240} height={120} className="subsidiary-logo" /> : null}
                <div>
                  <h3>{loc(lang, s, "title")}</h3>
                  <RichText html={loc(lang, s, "description")} />
                  {s.website ? (
                    <a href={s.website} target="_blank" rel="noopener noreferrer" className="card-link">
                      {t("pages.about.visitWebsite")}
                      <span className="visually-hidden">{`: ${loc(lang, s, "title")} ${t("a11y.opensInNewTab")}`}</span> <ExternalIcon />
                    </a>
                  ) : null}
                </div>
              </article>
            ))}
          </div>
        )}
      </SectionBand>
    </>
  );
}

import { SiteLink } from "~/components/ui/site-link";
import { useTranslation } from "~/i18n/react";
import type { Section } from "~/content/section";
import type { EducationalInstitution } from "~/content/schemas";
import type { Lang } from "~/i18n/config";
import type { PageMeta } from "~/utils/meta";
import { loc } from "~/utils/localize";
import { localise } from "~/utils/paths";
import { InternalSection, NumberedBox } from "../sections/blocks";
import { ContactCta } from "../sections/contact-block";
import { PageBanner } from "../sections/page-banner";
import { Band } from "../sections/section-band";
import { ArrowIcon } from "../ui/icons";
import { LazyImage } from "../ui/lazy-image";
import { RichText } from "../ui/rich-text";
import { Loaded } from "../sections/section-view";

/**
 * An educational institution (printing academy, applied technology school,
 * international academy): banner from its head fields, about section,
 * programmes, figures and a contact call-to-action.
 */
export function InstitutionPage({
  data: { lang, meta, head },
}: {
  data: { lang: Lang; meta: PageMeta; head: Section<EducationalInstitution> };
}) {
  const { t } = useTranslation();
  return (
    <>
      <PageBanner meta={meta} head={head} />
      <Loaded section={head}>
        {(data) => (
          <>
            <InternalSection
              id="about"
              title={loc(lang, data, "aboutTitle")}
              html={loc(lang, data, "aboutDescription")}
              image={data.aboutImage}
            />
            {data.programs.length > 0 ? (
              <Band id="programs" tinted heading={{ title: t("solutions.institutions.programs") }}>
                <ul className="logo-cards">
                  {data.programs.map((program) => {
                    const name = loc(lang, program, "title");
                    return (
                      <li key={program.id} className="logo-card">
                        {program.image ? <LazyImage src={program.image} alt="" width={72} height={72} /> : null}
                        <h3 className="logo-card-title">{name}</h3>
                        <RichText html={loc(lang, program, "description")} className="logo-card-text" />
                        {program.link ? (
                          <SiteLink className="card-link" href={localise(lang, program.link)}>
                            {t("solutions.institutions.learnMore")}
                            <span className="visually-hidden">{`: ${name}`}</span> <ArrowIcon />
                          </SiteLink>
                        ) : null}
                      </li>
                    );
                  })}
                </ul>
              </Band>
            ) : null}
            {data.figures.length > 0 ? (
              <Band id="figures" heading={{ title: t("solutions.institutions.figures") }}>
                <ul className="figures-grid">
                  {data.figures.map((figure) => (
                    <li key={figure.id}>
                      <NumberedBox number={figure.number} title={loc(lang, figure, "title")} image={figure.image} />
                    </li>
                  ))}
                </ul>
              </Band>
            ) : null}
          </>
        )}
      </Loaded>
      <ContactCta lang={lang} text={t("solutions.institutions.contactText")} />
    </>
  );
}

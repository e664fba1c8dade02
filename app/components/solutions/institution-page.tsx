import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { Section } from "~/content/section";
import type { EducationalInstitution } from "~/content/schemas";
import type { Lang } from "~/i18n/config";
import { loc } from "~/utils/localize";
import { localise } from "~/utils/paths";
import { InternalSection, NumberedBox } from "../sections/blocks";
import { ContactCta } from "../sections/contact-block";
import { ArrowIcon } from "../ui/icons";
import { LazyImage } from "../ui/lazy-image";
import { RichText } from "../ui/rich-text";
import { Loaded } from "./loaded";
import { PageBanner } from "./page-banner";

/**
 * An educational institution (printing academy, applied technology school,
 * international academy): banner from its head fields, about section,
 * programmes, figures and a contact call-to-action.
 */
export function InstitutionPage({ lang, title, institution }: { lang: Lang; title: string; institution: Section<EducationalInstitution> }) {
  const { t } = useTranslation();
  return (
    <>
      <PageBanner lang={lang} head={institution} fallbackTitle={title} />
      <Loaded section={institution}>
        {(data) => (
          <>
            <InternalSection
              id="about"
              title={loc(lang, data, "aboutTitle")}
              html={loc(lang, data, "aboutDescription")}
              image={data.aboutImage}
            />
            {data.programs.length > 0 ? (
              <section className="page-section tinted" aria-labelledby="programs-title">
                <div className="container">
                  <h2 id="programs-title" className="section-heading">
                    {t("solutions.institutions.programs")}
                  </h2>
                  <ul className="logo-cards">
                    {data.programs.map((program) => {
                      const name = loc(lang, program, "title");
                      return (
                        <li key={program.id} className="logo-card">
                          {program.image ? <LazyImage src={program.image} alt="" width={72} height={72} /> : null}
                          <h3 className="logo-card-title">{name}</h3>
                          <RichText html={loc(lang, program, "description")} className="logo-card-text" />
                          {program.link ? (
                            <Link className="card-link" to={localise(lang, program.link)}>
                              {t("solutions.institutions.learnMore")}
                              <span className="visually-hidden">: {name}</span> <ArrowIcon />
                            </Link>
                          ) : null}
                        </li>
                      );
                    })}
                  </ul>
                </div>
              </section>
            ) : null}
            {data.figures.length > 0 ? (
              <section className="page-section" aria-labelledby="figures-title">
                <div className="container">
                  <h2 id="figures-title" className="section-heading">
                    {t("solutions.institutions.figures")}
                  </h2>
                  <ul className="figures-grid">
                    {data.figures.map((figure) => (
                      <li key={figure.id}>
                        <NumberedBox number={figure.number} title={loc(lang, figure, "title")} image={figure.image} />
                      </li>
                    ))}
                  </ul>
                </div>
              </section>
            ) : null}
          </>
        )}
      </Loaded>
      <ContactCta lang={lang} text={t("solutions.institutions.contactText")} />
    </>
  );
}

import { useTranslation } from "~/i18n/react";
import type { ContactArea } from "~/content/schemas";
import type { Section } from "~/content/section";
import type { Lang } from "~/i18n/config";
import { displayPhone, loc, telHref } from "~/utils/localize";
import { SectionView } from "../sections/section-view";
import { MailIcon, PhoneIcon, PinIcon } from "../ui/icons";

/** The contact details block: the offices of /api/Contacts/ContactAreas with their phones and e-mail. */
export function ContactDetails({ lang, areas }: { lang: Lang; areas: Section<ContactArea[]> }) {
  const { t } = useTranslation();
  return (
    <section className="contact-details" aria-labelledby="contact-details-title">
      <h2 id="contact-details-title">{t("contact.detailsTitle")}</h2>
      <p className="contact-details-intro">{t("contact.detailsIntro")}</p>
      <SectionView section={areas}>
        {(list) =>
          list.length === 0 ? (
            <p>{t("contact.noAreas")}</p>
          ) : (
            <ul className="contact-areas" aria-label={t("contact.offices")}>
              {list.map((area) => (
                <li key={area.id}>
                  <ContactAreaCard lang={lang} area={area} />
                </li>
              ))}
            </ul>
          )
        }
      </SectionView>
    </section>
  );
}

function ContactAreaCard({ lang, area }: { lang: Lang; area: ContactArea }) {
  const { t } = useTranslation();
  const name = loc(lang, area, "name");
  return (
    <article className="contact-area" aria-labelledby={`contact-area-${area.id}`}>
      <h3 id={`contact-area-${area.id}`}>{name}</h3>
      <address>
        <dl>
          <div className="contact-line">
            <dt>
              <PinIcon />
              <span className="visually-hidden">{t("contact.address")}</span>
            </dt>
            <dd>{loc(lang, area, "address")}</dd>
          </div>
          {area.phones.length > 0 ? (
            <div className="contact-line">
              <dt>
                <PhoneIcon />
                <span className="visually-hidden">{t("contact.phone")}</span>
              </dt>
              <dd>
                <ul className="contact-phones">
                  {area.phones.map((phone) => (
                    <li key={phone}>
                      <a href={telHref(phone)}>
                        <span dir="ltr">{displayPhone(lang, phone)}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ) : null}
          {area.email ? (
            <div className="contact-line">
              <dt>
                <MailIcon />
                <span className="visually-hidden">{t("contact.email")}</span>
              </dt>
              <dd>
                <a href={`mailto:${area.email}`} title={t("contact.emailArea", { name })}>
                  <span dir="ltr">{area.email}</span>
                </a>
              </dd>
            </div>
          ) : null}
        </dl>
      </address>
    </article>
  );
}

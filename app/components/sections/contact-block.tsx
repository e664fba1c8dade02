import { SiteLink } from "~/components/ui/site-link";
import { useTranslation } from "~/i18n/react";
import type { Lang } from "~/i18n/config";
import { displayPhone, telHref } from "~/utils/localize";
import { localise } from "~/utils/paths";
import { APPS } from "../layout/footer";
import { ArrowIcon, PhoneIcon } from "../ui/icons";
import { StoreBadges } from "../ui/store-badges";

/**
 * Contact block: text, optional link, up to two phone links, a contact
 * button and the iOS/Android badges of an app. Three colour variants.
 */
export function ContactBlock({
  lang,
  title,
  text,
  variant = "orange",
  phones = [],
  link,
  appId,
}: {
  lang: Lang;
  title: string;
  text?: string;
  variant?: "orange" | "green" | "dark-green";
  phones?: string[];
  link?: { to: string; label: string } | null;
  appId?: (typeof APPS)[number]["id"];
}) {
  const { t } = useTranslation();
  const app = appId ? APPS.find((a) => a.id === appId) : undefined;
  return (
    <section className={`contact-block contact-block-${variant}`} aria-label={title}>
      <div className="container contact-block-inner">
        <div className="contact-block-text">
          <h2>{title}</h2>
          {text ? <p>{text}</p> : null}
          {link ? (
            <SiteLink href={link.to} className="contact-block-link">
              {link.label} <ArrowIcon />
            </SiteLink>
          ) : null}
        </div>
        <div className="contact-block-actions">
          {phones.slice(0, 2).map((phone) => (
            <a
              key={phone}
              className="contact-phone"
              href={telHref(phone)}
              aria-label={t("common.call", { number: displayPhone(lang, phone) })}
            >
              <PhoneIcon />
              <span dir="ltr">{displayPhone(lang, phone)}</span>
            </a>
          ))}
          <SiteLink href={localise(lang, "/contact-us")} className="btn btn-light">
            {t("common.contactUs")}
          </SiteLink>
          {app ? <StoreBadges ios={app.ios} android={app.android} appName={t(app.label)} /> : null}
        </div>
      </div>
    </section>
  );
}

/** Call-to-action button to the contact-us route. */
export function ContactCta({ lang, label, text }: { lang: Lang; label?: string; text?: string }) {
  const { t } = useTranslation();
  return (
    <section className="contact-cta">
      <div className="container contact-cta-inner">
        {text ? <p>{text}</p> : null}
        <SiteLink href={localise(lang, "/contact-us")} className="btn btn-accent">
          {label ?? t("common.getInTouch")} <ArrowIcon />
        </SiteLink>
      </div>
    </section>
  );
}

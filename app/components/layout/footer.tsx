import { useTranslation } from "~/i18n/react";
import type { ParseKeys } from "i18next";
import type { Lang } from "~/i18n/config";
import { knownSocialNetwork, socialIconOf, type FooterSocialLink } from "~/utils/social";
import { ExternalIcon, SocialGlyph } from "../ui/icons";
import { StoreBadges } from "../ui/store-badges";
import { FOOTER_LINKS, FOOTER_SOLUTIONS } from "~/content/navigation";
import { NavLinks } from "./nav-links";

/** The three apps of SPEC section 1 and their store pages. */
export const APPS: Array<{ id: string; label: ParseKeys; ios: string; android: string }> = [
  {
    id: "qessatie",
    label: "footer.kidsReadingApp",
    ios: "https://apps.apple.com/app/qessatie/id1600000001",
    android: "https://play.google.com/store/apps/details?id=example.manar.qessatie",
  },
  {
    id: "rehlatie",
    label: "footer.travelLearningApp",
    ios: "https://apps.apple.com/app/rehlatie/id1600000002",
    android: "https://play.google.com/store/apps/details?id=example.manar.rehlatie",
  },
  {
    id: "manar-learn",
    label: "footer.learningPlatformApp",
    ios: "https://apps.apple.com/app/manar-learn/id1600000003",
    android: "https://play.google.com/store/apps/details?id=example.manar.learn",
  },
];
export const STORE_WEBSITE_URL = "https://store.manar-group.example";

interface FooterProps {
  lang: Lang;
  /** Visible and in order already (footerSocialLinks). */
  social: FooterSocialLink[];
  careersUrl: string;
}

/**
 * `markup`: the footer's content as footerMarkup (./footer-markup.server.tsx) rendered it for these props, which
 * the server passes instead of rendering it again; the browser, which has none, renders FooterContent, and
 * hydration finds the same nodes.
 */
export function Footer({ markup, ...props }: FooterProps & { markup?: string }) {
  if (markup !== undefined) return <footer className="site-footer" dangerouslySetInnerHTML={{ __html: markup }} />;
  return (
    <footer className="site-footer">
      <FooterContent {...props} year={new Date().getFullYear()} />
    </footer>
  );
}

/** What the footer holds: a function of these props alone (no router, no state), so its markup can be reused. */
export function FooterContent({ lang, social, careersUrl, year }: FooterProps & { year: number }) {
  const { t } = useTranslation();
  // Networks the site knows are named in the page's language; another keeps the backend's name.
  const socialName = (name: string) => {
    const known = knownSocialNetwork(name);
    return known ? t(`socialNetwork.${known}`) : name;
  };
  return (
    <>
      <div className="container footer-grid">
        <div className="footer-brand">
          <img src="/images/brand/logo-white.svg" alt={t("brand.name")} width={160} height={48} loading="lazy" />
          <p>{t("footer.about")}</p>
          {social.length > 0 && (
            <ul className="social-links" aria-label={t("a11y.social")}>
              {social.map((link) => (
                <li key={link.url}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer" data-social={link.name}>
                    <SocialGlyph icon={socialIconOf(link.name)} />
                    <span className="visually-hidden">
                      {`${socialName(link.name)} ${t("a11y.opensInNewTab")}`}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <nav aria-label={t("a11y.footerNav")} className="footer-col">
          <h2>{t("footer.siteLinks")}</h2>
          <ul>
            <NavLinks lang={lang} items={FOOTER_LINKS} />
            <li>
              <a href={careersUrl} target="_blank" rel="noopener noreferrer">
                {`${t("nav.careers")} `}
                <ExternalIcon />
                <span className="visually-hidden">{` ${t("a11y.opensInNewTab")}`}</span>
              </a>
            </li>
          </ul>
        </nav>
        <div className="footer-col">
          <h2>{t("footer.solutions")}</h2>
          <ul>
            <NavLinks lang={lang} items={FOOTER_SOLUTIONS} />
          </ul>
        </div>
        <div className="footer-col footer-apps">
          <h2>{t("footer.apps")}</h2>
          <ul>
            {APPS.map((app) => (
              <li key={app.id}>
                <span className="app-name">{t(app.label)}</span>
                <StoreBadges ios={app.ios} android={app.android} appName={t(app.label)} />
              </li>
            ))}
          </ul>
          <a className="footer-website" href={STORE_WEBSITE_URL} target="_blank" rel="noopener noreferrer">
            {`${t("footer.website")} `}
            <ExternalIcon />
            <span className="visually-hidden">{` ${t("a11y.opensInNewTab")}`}</span>
          </a>
        </div>
      </div>
      <div className="footer-bottom">
        <div className="container">
          <p>{t("footer.rights", { year })}</p>
        </div>
      </div>
    </>
  );
}

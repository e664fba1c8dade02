import { Link, useLocation, useNavigate } from "@remix-run/react";
import { isCurrentPath, SiteLink } from "../ui/site-link";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { otherLang, type Lang } from "~/i18n/config";
import { localise, switchLangPath } from "~/utils/paths";
import { CaretDownIcon, CloseIcon, ExternalIcon, MenuIcon, SearchIcon } from "../ui/icons";
import { Disclosure } from "./disclosure";
import { useServerMarkup } from "~/utils/server-markup";
import { NAV_LINKS_AFTER, NAV_LINKS_BEFORE, NAV_PANELS, type NavItem, type NavPanel } from "~/content/navigation";

export function Header({ lang, careersUrl }: { lang: Lang; careersUrl: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const [scrolled, setScrolled] = useState(false);

  // SPEC: the scrolled style applies once the page has scrolled past the header height.
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > (ref.current?.offsetHeight ?? 0));
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  return (
    <header ref={ref} className="site-header" data-scrolled={scrolled ? "true" : "false"}>
      <a className="skip-link" href="#main">
        {t("a11y.skipToContent")}
      </a>
      <div className="container header-bar">
        <Link to={localise(lang, "/home")} className="brand" prefetch="intent">
          <img src="/images/brand/logo.svg" alt={t("brand.logoAlt")} width={160} height={48} />
        </Link>
        <nav className="desktop-nav" aria-label={t("a11y.mainNav")}>
          <NavList lang={lang} careersUrl={careersUrl} variant="desktop" />
        </nav>
        <div className="header-actions">
          <SearchToggle lang={lang} />
          <LanguageSwitch lang={lang} />
          <SiteLink href={localise(lang, "/contact-us")} className="btn btn-accent header-contact">
            {t("nav.contactUs")}
          </SiteLink>
          <MobileMenu lang={lang} careersUrl={careersUrl} />
        </div>
      </div>
    </header>
  );
}

/**
 * The menu, once for wide screens and once in the mobile menu. Its items are the same in both: on the server they
 * come from navMarkup (./nav-markup.server.tsx), rendered once for the language and the items current on this
 * page, when the layout's loader provided them; the browser renders NavItems itself and hydration finds them.
 */
function NavList({ lang, careersUrl, variant }: { lang: Lang; careersUrl: string; variant: "desktop" | "mobile" }) {
  const [openPanel, setOpenPanel] = useState<NavPanel["id"] | null>(null);
  const location = useLocation();
  const markup = useServerMarkup()?.navItems;
  // Any navigation closes the open panel.
  useEffect(() => setOpenPanel(null), [location.key]);
  const className = `nav-list nav-list-${variant}`;
  if (markup !== undefined) return <ul className={className} dangerouslySetInnerHTML={{ __html: markup }} />;
  return (
    <ul className={className}>
      <NavItems lang={lang} careersUrl={careersUrl} pathname={location.pathname} openPanel={openPanel} onOpenPanel={setOpenPanel} />
    </ul>
  );
}

/**
 * The menu's items: a function of the language, the careers address, which items are current (NavLink's rule,
 * isCurrentPath) and the open panel (none, on the server). The links to pages are Remix's <Link>, which prefetches
 * a page when a visitor shows intent, marked current here rather than by <NavLink>, so that nothing but
 * `pathname` tells them apart.
 */
export function NavItems({
  lang,
  careersUrl,
  pathname,
  openPanel,
  onOpenPanel,
}: {
  lang: Lang;
  careersUrl: string;
  pathname: string;
  openPanel: NavPanel["id"] | null;
  onOpenPanel: (panel: NavPanel["id"] | null) => void;
}) {
  const { t } = useTranslation();
  const link = (item: NavItem) => {
    const to = localise(lang, item.to);
    const current = isCurrentPath(pathname, to);
    return (
      <li key={item.to}>
        <Link to={to} className={current ? "nav-link active" : "nav-link"} aria-current={current ? "page" : undefined} prefetch="intent">
          {t(item.label)}
        </Link>
      </li>
    );
  };
  return (
    <>
      {NAV_LINKS_BEFORE.map(link)}
      {NAV_PANELS.map((panel) => (
        <li key={panel.id}>
          <Disclosure
            className="nav-panel"
            open={openPanel === panel.id}
            onOpenChange={(open) => onOpenPanel(open ? panel.id : null)}
            summary={
              <>
                <span>{t(panel.label)}</span>
                <CaretDownIcon className="caret" />
              </>
            }
          >
            <ul className="nav-panel-list">
              {panel.items.map((item) => (
                <li key={item.to}>
                  <PanelLink to={localise(lang, item.to)} pathname={pathname} onClick={() => onOpenPanel(null)}>
                    {t(item.label)}
                  </PanelLink>
                </li>
              ))}
            </ul>
          </Disclosure>
        </li>
      ))}
      {NAV_LINKS_AFTER.map(link)}
      <li>
        <a className="nav-link" href={careersUrl} target="_blank" rel="noopener noreferrer">
          {t("nav.careers")}
          <ExternalIcon className="external-icon" />
          <span className="visually-hidden">{` ${t("a11y.opensInNewTab")}`}</span>
        </a>
      </li>
    </>
  );
}

/** A menu panel's entry: marked as the current page as NavLink would, without NavLink's hooks (ui/site-link.tsx). */
function PanelLink({ to, pathname, onClick, children }: { to: string; pathname: string; onClick: () => void; children: ReactNode }) {
  const current = isCurrentPath(pathname, to);
  return (
    <SiteLink href={to} className={current ? "nav-panel-link active" : "nav-panel-link"} aria-current={current ? "page" : undefined} onClick={onClick}>
      {children}
    </SiteLink>
  );
}

function SearchToggle({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  // SPEC section 4: non-blank text goes to search/{text}; either way the box clears and closes.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = text.trim();
    setText("");
    setOpen(false);
    if (query) navigate(`/${lang}/search/${encodeURIComponent(query)}`);
  };

  return (
    <Disclosure
      className="search-toggle"
      open={open}
      onOpenChange={setOpen}
      summaryLabel={open ? t("header.closeSearch") : t("header.openSearch")}
      summary={open ? <CloseIcon /> : <SearchIcon />}
    >
      <form method="get" action={`/${lang}/search`} role="search" className="search-form" onSubmit={onSubmit}>
        <label htmlFor="site-search" className="visually-hidden">
          {t("header.searchLabel")}
        </label>
        <input
          ref={inputRef}
          id="site-search"
          name="q"
          type="search"
          maxLength={200}
          autoComplete="off"
          placeholder={t("header.searchPlaceholder")}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="btn btn-primary">
          {t("header.searchSubmit")}
        </button>
      </form>
    </Disclosure>
  );
}

/**
 * Swaps ar/en keeping path, query and hash. Without JavaScript it is a link
 * through /set-language (which remembers the choice in a cookie); with
 * JavaScript the cookie is set here and the navigation stays client-side.
 */
function LanguageSwitch({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const to = otherLang(lang);
  const target = switchLangPath(`${location.pathname}${location.search}`, to);
  // The hash is only known in the browser: add it after hydration so server and client markup agree.
  const [hash, setHash] = useState("");
  useEffect(() => setHash(location.hash), [location.hash]);
  const href = `/set-language?lang=${to}&to=${encodeURIComponent(target)}${hash}`;
  return (
    <a
      className="lang-switch"
      href={href}
      hrefLang={to}
      lang={to}
      // The name starts with the visible word (WCAG 2.5.3, label in name) and says what the link does.
      aria-label={`${t("header.switchLanguage")} — ${t("header.switchLanguageLabel")}`}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        document.cookie = `lang=${to}; path=/; max-age=31536000; samesite=lax`;
        navigate(`${target}${location.hash}`);
      }}
    >
      <span className="lang-full">{t("header.switchLanguage")}</span>
      <span className="lang-short" aria-hidden="true">
        {t("header.switchLanguageShort")}
      </span>
    </a>
  );
}

function MobileMenu({ lang, careersUrl }: { lang: Lang; careersUrl: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.key]);
  return (
    <Disclosure
      className="mobile-menu"
      open={open}
      onOpenChange={setOpen}
      summaryLabel={open ? t("a11y.closeMenu") : t("a11y.openMenu")}
      summary={open ? <CloseIcon /> : <MenuIcon />}
    >
      <nav className="mobile-nav" aria-label={t("a11y.mobileNav")}>
        <NavList lang={lang} careersUrl={careersUrl} variant="mobile" />
        <SiteLink href={localise(lang, "/contact-us")} className="btn btn-accent mobile-contact">
          {t("nav.contactUs")}
        </SiteLink>
      </nav>
    </Disclosure>
  );
}

import { SiteLink } from "~/components/ui/site-link";
import { useTranslation } from "~/i18n/react";
import type { Lang } from "~/i18n/config";
import type { NavItem } from "~/content/navigation";
import { NavLinks } from "../layout/nav-links";
import { ArrowIcon } from "../ui/icons";

export interface SearchCard {
  title: string;
  description: string;
  href: string;
}

/** The visitor's words, quoted the page's way and isolated so either script reads right inside the other. */
export function QuotedQuery({ query }: { query: string }) {
  const { t } = useTranslation();
  return (
    <span className="search-query">
      {t("search.quoteOpen")}
      <bdi>{query}</bdi>
      {t("search.quoteClose")}
    </span>
  );
}

/** SPEC section 2: result cards, three per row (fewer on narrow screens), each with Read More. */
export function SearchResults({ cards }: { cards: SearchCard[] }) {
  const { t } = useTranslation();
  return (
    <ol className="search-results card-grid card-grid-3" aria-label={t("search.resultsLabel")}>
      {cards.map((card, index) => (
        <li key={`${card.href}-${index}`} className="search-card">
          <article aria-labelledby={`search-result-${index}`}>
            <h2 id={`search-result-${index}`} className="search-card-title">
              {card.title}
            </h2>
            {card.description ? <p className="search-card-text">{card.description}</p> : null}
            <SiteLink href={card.href} className="search-card-link">
              {t("search.readMore")}
              <span className="visually-hidden">{`: ${card.title}`}</span>
              <ArrowIcon />
            </SiteLink>
          </article>
        </li>
      ))}
    </ol>
  );
}

const SUGGESTIONS: NavItem[] = [
  { to: "/home", label: "nav.home" },
  { to: "/projects", label: "nav.projects" },
  { to: "/news", label: "nav.news" },
  { to: "/contact-us", label: "nav.contactUs" },
];

/** No results: say so, echo the query (as text), and offer ways forward. */
export function NoResults({ lang, query }: { lang: Lang; query: string }) {
  const { t } = useTranslation();
  return (
    <div className="search-empty">
      <p className="search-empty-title">
        {t("search.noResults")} <QuotedQuery query={query} />
        {t("search.fullStop")}
      </p>
      <p>{t("search.noResultsHint")}</p>
      <p>{t("search.tryThese")}</p>
      <ul className="search-suggestions">
        <NavLinks lang={lang} items={SUGGESTIONS} />
      </ul>
    </div>
  );
}

/** The search box of the results page: a plain GET form, so it works without JavaScript too. */
export function SearchAgain({ lang, query }: { lang: Lang; query: string }) {
  const { t } = useTranslation();
  return (
    <form
      method="get"
      action={`/${lang}/search`}
      role="search"
      aria-label={t("search.searchAgain")}
      className="search-again"
    >
      <label htmlFor="search-again-input">{t("search.searchAgainLabel")}</label>
      <div className="search-again-row">
        <input id="search-again-input" name="q" type="search" maxLength={200} defaultValue={query} autoComplete="off" />
        <button type="submit" className="btn btn-primary">
          {t("search.submit")}
        </button>
      </div>
    </form>
  );
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { NoResults, QuotedQuery, SearchAgain, SearchResults } from "~/components/search/search-results";
import { SectionView } from "~/components/sections/section-view";
import { loadSearch } from "~/content/pages/search.server";
import { routeMeta } from "~/utils/meta";
import { contactSearchStyles } from "~/utils/route-styles";

export const { links, handle } = contactSearchStyles;

export const loader = (args: LoaderFunctionArgs) => loadSearch(args);

export const meta = routeMeta;

export default function SearchPage() {
  const { lang, query, results } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="search-page">
      <div className="search-hero">
        <div className="container">
          <h1>
            {t("search.heading")} <QuotedQuery query={query} />
          </h1>
          {results.data && results.data.length > 0 ? (
            <p className="search-count">{t("search.count", { count: results.data.length })}</p>
          ) : null}
          <SearchAgain lang={lang} query={query} />
        </div>
      </div>
      <div className="container page-section">
        <SectionView section={results}>
          {(cards) => (cards.length === 0 ? <NoResults lang={lang} query={query} /> : <SearchResults cards={cards} />)}
        </SectionView>
      </div>
    </div>
  );
}

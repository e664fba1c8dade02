import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { NoResults, QuotedQuery, SearchAgain, SearchResults, type SearchCard } from "~/components/search/search-results";
import { SectionView } from "~/components/sections/section-view";
import type { SearchResult } from "~/content/schemas";
import { section } from "~/content/sections.server";
import { otherLang, type Lang } from "~/i18n/config";
import { getFixedT } from "~/i18n/i18n.server";
import { stripControls } from "~/utils/control-characters";
import { loc } from "~/utils/localize";
import { requireLang } from "~/utils/lang.server";
import { pageMeta } from "~/utils/meta";
import { searchHref } from "~/utils/search-destinations";
import { excerptWords } from "~/utils/words";

/** As the header's box: longer keys are cut (by code point, never inside a surrogate pair). */
const MAX_QUERY = 200;
const CARD_WORDS = 10;

function card(lang: Lang, r: SearchResult): SearchCard {
  // Read the other language when this one is empty rather than show a blank card.
  const text = (l: Lang) => ({
    title: loc(l, r, "title"),
    description: l === "ar" ? r.descrpitonAr : r.descrpitonEn,
  });
  const own = text(lang);
  const other = text(otherLang(lang));
  return {
    title: excerptWords(own.title || other.title, CARD_WORDS),
    description: excerptWords(own.description || other.description, CARD_WORDS),
    href: searchHref(lang, r.flag, r.id),
  };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const lang = requireLang(request, params);
  // Controls and bidi overrides have no business in the title, the meta tags or the heading.
  const typed = stripControls(params.searchKey ?? "").trim();
  const query = Array.from(typed).slice(0, MAX_QUERY).join("").trim();
  // SPEC section 5: the text is trimmed and must be non-empty.
  if (!query) throw redirect(`/${lang}/home`, 302);
  const t = getFixedT(lang);
  const found = await section(context.content.get("home.search", { searchKey: query }));
  const results = found.error === null ? { data: found.data.map((r) => card(lang, r)), error: null } : found;
  return {
    lang,
    query,
    title: t("search.pageTitle", { query }),
    description: t("search.metaDescription", { query }),
    results,
  };
}

export const meta: MetaFunction<typeof loader> = (args) => [
  ...pageMeta(args, { title: args.data?.title ?? "", description: args.data?.description ?? "" }),
  // Result pages are endless and thin: crawlers may follow them but should not index them.
  { name: "robots", content: "noindex, follow" },
];

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

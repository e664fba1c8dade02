/** The search results page: the key as typed, cut and cleaned; one card per result. */
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { otherLang, type Lang } from "~/i18n/config";
import { getFixedT } from "~/i18n/i18n.server";
import { stripControls } from "~/utils/control-characters";
import { requireLang } from "~/utils/lang.server";
import { loc } from "~/utils/localize";
import { searchHref } from "~/utils/search-destinations";
import { excerptWords } from "~/utils/words";
import type { SearchResult } from "../schemas";
import { section } from "../sections.server";
import { pageMeta } from "./meta.server";

/** As the header's box: longer keys are cut (by code point, never inside a surrogate pair). */
const MAX_QUERY = 200;
const CARD_WORDS = 10;

interface SearchCard {
  title: string;
  description: string;
  href: string;
}

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

export async function loadSearch({ request, params, context }: LoaderFunctionArgs) {
  const lang = requireLang(request, params);
  // Controls and bidi overrides have no business in the title, the meta tags or the heading.
  const typed = stripControls(params.searchKey ?? "").trim();
  const query = Array.from(typed).slice(0, MAX_QUERY).join("").trim();
  // SPEC section 5: the text is trimmed and must be non-empty.
  if (!query) throw redirect(`/${lang}/home`, 302);
  const t = getFixedT(lang);
  const found = await section(context.content.get("home.search", { searchKey: query }));
  const results = found.error === null ? { data: found.data.map((r) => card(lang, r)), error: null } : found;
  // Result pages are endless and thin: crawlers may follow them but should not index them.
  const meta = pageMeta(context, lang, {
    title: t("search.pageTitle", { query }),
    text: t("search.metaDescription", { query }),
    robots: "noindex, follow",
  });
  return { lang, query, results, meta };
}

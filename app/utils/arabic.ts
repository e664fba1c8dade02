/**
 * Search normalisation shared by the index and the query (STACK.md "Arabic and
 * SQLite FTS5"): FTS5's unicode61 tokenizer splits words at harakat, keeps
 * tatweel and keeps alef/hamza and taa-marbuta variants apart, so both sides
 * are folded to one spelling before FTS ever sees them.
 */
import { stripHtml } from "./text";

/** Kept here too: callers that clean text for search import it with the normaliser. */
export { stripHtml };

const HARAKAT_AND_TATWEEL = /[\u064B-\u065F\u0670\u0640]/g;
const ALEF_VARIANTS = /[\u0622\u0623\u0625\u0671]/g; // آ أ إ ٱ
const YEH_WITH_HAMZA = /\u0626/g; // ئ
const WAW_WITH_HAMZA = /\u0624/g; // ؤ

export function normaliseArabic(input: string): string {
  return (
    input
      // NFC first: NFD splits آ أ إ into alef plus a combining mark (both handled below anyway).
      .normalize("NFC")
      .replace(HARAKAT_AND_TATWEEL, "")
      .replace(ALEF_VARIANTS, "\u0627")
      .replace(/\u0649/g, "\u064A") // ى → ي
      .replace(/\u0629/g, "\u0647") // ة → ه
      .replace(YEH_WITH_HAMZA, "\u064A")
      .replace(WAW_WITH_HAMZA, "\u0648")
      // Arabic-Indic and Persian digits search like the Western digits the content uses.
      .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x660))
      .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x6f0))
      .toLowerCase()
  );
}

/** Words as the index sees them: letters and digits of any script. */
const WORD = /[\p{L}\p{N}]+/gu;
const MAX_TERMS = 12;
const MAX_TERM_LENGTH = 64;

/** Latin accents and any other combining mark: FTS5's remove_diacritics does this itself; PostgreSQL does not. */
const foldMarks = (word: string) => word.normalize("NFD").replace(/\p{M}/gu, "").normalize("NFC");

/** The words of a text as both indexes store and match them: normalised, marks folded. */
export function searchWords(text: string): string[] {
  return (normaliseArabic(text).match(WORD) ?? []).map(foldMarks).filter((w) => w.length > 0);
}

/** Indexed text: its search words, space-separated, so PostgreSQL's parser sees no URL, e-mail or path. */
export const searchText = (text: string): string => searchWords(text).join(" ");

/** The distinct words of a query, bounded in number and length; null when none is searchable. */
export function searchTerms(userText: string): string[] | null {
  const words = searchWords(stripHtml(userText));
  if (words.length === 0) return null;
  return [...new Set(words.map((w) => w.slice(0, MAX_TERM_LENGTH)))].slice(0, MAX_TERMS);
}

/**
 * Turns any user text into a safe FTS5 MATCH expression: each word becomes a
 * quoted prefix term ("word"*), joined by AND. Quotes, operators (AND, OR, NOT,
 * NEAR), column filters, parentheses, `*`, `^` and emoji never reach FTS5 as
 * syntax. Returns null when no searchable word remains.
 */
export function toFtsQuery(userText: string): string | null {
  return searchTerms(userText)?.map((w) => `"${w}"*`).join(" AND ") ?? null;
}

/**
 * The same for PostgreSQL's to_tsquery: prefix terms joined by &; `weight` "A" keeps a match to titles. The
 * terms are letters and digits only, so nothing the user typed is tsquery syntax.
 */
export function toTsQuery(userText: string, weight = ""): string | null {
  return searchTerms(userText)?.map((w) => `${w}:*${weight}`).join(" & ") ?? null;
}

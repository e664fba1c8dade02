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

/**
 * Turns any user text into a safe FTS5 MATCH expression: each word becomes a
 * quoted prefix term ("word"*), joined by AND. Quotes, operators (AND, OR, NOT,
 * NEAR), column filters, parentheses, `*`, `^` and emoji never reach FTS5 as
 * syntax. Returns null when no searchable word remains.
 */
export function toFtsQuery(userText: string): string | null {
  const words = normaliseArabic(stripHtml(userText)).match(WORD);
  if (!words) return null;
  const unique = [...new Set(words.map((w) => w.slice(0, MAX_TERM_LENGTH)))].slice(0, MAX_TERMS);
  return unique.map((w) => `"${w}"*`).join(" AND ");
}

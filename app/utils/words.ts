import { stripHtml } from "./arabic";

/**
 * Word boundaries: any Unicode white space (\s covers NBSP, the U+2000 block,
 * U+3000...) plus zero-width space, which some editors paste between words.
 * Arabic harakat and tatweel are letters' marks, never boundaries.
 */
const SEPARATORS = /[\s\u200B]+/u;
/** Punctuation that reads badly right before an ellipsis, Latin and Arabic (، ؛ ؟). */
const TRAILING_PUNCTUATION = /[\s.,;:!?\-–—،؛؟]+$/u;

export const ELLIPSIS = "…";

/**
 * The first `max` words of a plain text, with an ellipsis when something was
 * cut (SPEC section 9: search cards show 10 words). Runs of spaces and line
 * breaks count as one separator and come out as one space.
 */
export function cutWords(text: string, max = 10): string {
  const words = text.split(SEPARATORS).filter(Boolean);
  if (words.length <= max) return words.join(" ");
  const kept = words.slice(0, Math.max(0, max)).join(" ").replace(TRAILING_PUNCTUATION, "");
  return `${kept}${ELLIPSIS}`;
}

/** As cutWords, for text that may arrive as HTML (upstream descriptions). */
export function excerptWords(htmlOrText: string | null | undefined, max = 10): string {
  return cutWords(stripHtml(htmlOrText ?? ""), max);
}

/** The first sentence of a text that may arrive as HTML (a card's teaser), or all of it. */
export function firstSentence(htmlOrText: string): string {
  const text = stripHtml(htmlOrText);
  const end = text.search(/[.!؟?](\s|$)/);
  return end > 0 ? text.slice(0, end + 1) : text;
}

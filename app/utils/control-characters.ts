/**
 * Characters that have no business in a name, a title or a head tag: C0 and C1 controls (NUL, tab, ESC, NEL...),
 * the line and paragraph separators, and the bidi embeddings, overrides (U+202A–202E) and isolates
 * (U+2066–2069), which reorder the text after them (an override can make "exe.txt" read "txt.exe").
 * The marks U+200E, U+200F and U+061C only nudge neutral characters and may stay.
 */

/** Line breaks of every kind: a single-line field refuses them with its own message. */
export const LINE_BREAK = /[\r\n\u0085\u2028\u2029]/;

/** In a single-line field, besides the line breaks: every other control and bidi control. */
export const SINGLE_LINE_CONTROL = /(?![\r\n\u0085])\p{Cc}|[\u202A-\u202E\u2066-\u2069]/u;

/** In multi-line text, where tab, CR and LF are ordinary: every other control and bidi control. */
export const MULTI_LINE_CONTROL = /(?![\t\n\r])\p{Cc}|[\u202A-\u202E\u2066-\u2069]/u;

const ANY_CONTROL = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]+/gu;

/** Each run of those characters becomes one space (for text that is shown, such as a search key). */
export function stripControls(text: string): string {
  return text.replace(ANY_CONTROL, " ");
}

/**
 * Descriptions from the content source are HTML rendered as markup (SPEC
 * section 3). They are cleaned on the server with sanitize-html before any
 * page sees them: an allow-list of text markup; scripts, event handlers,
 * javascript: URLs, iframes, forms and inline styles are dropped.
 */
import sanitizeHtml from "sanitize-html";
import type { ContentSource } from "./source";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p", "br", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "a", "img", "strong", "b", "em", "i", "u", "s",
    "blockquote", "figure", "figcaption", "table", "thead", "tbody", "tfoot", "tr", "th", "td", "caption", "span",
    "sub", "sup", "hr", "small", "mark", "abbr",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel", "hreflang"],
    img: ["src", "alt", "width", "height", "loading"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    abbr: ["title"],
    "*": ["lang", "dir"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // External links open safely; images load lazily and never shift layout unexpectedly.
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? "");
      return {
        tagName,
        attribs: external ? { ...attribs, target: "_blank", rel: "noopener noreferrer" } : attribs,
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy", alt: attribs.alt ?? "" } }),
  },
  // Images load from the site or an absolute http(s) URL; anything else ("x", "//host") would only 404 or leak.
  exclusiveFilter: (frame) => frame.tag === "img" && !/^(https?:\/\/|\/(?!\/))/i.test(frame.attribs.src ?? ""),
};

/*
 * Parsing HTML is the costliest step of rendering a page, and the same
 * descriptions come back on every request: remember recent results. Bounded,
 * oldest first out, so changed content simply misses and is cleaned again.
 */
const MEMO_LIMIT = 5000;
const memo = new Map<string, string>();

export function sanitizeRichText(html: string): string {
  const known = memo.get(html);
  if (known !== undefined) return known;
  const clean = sanitizeHtml(html, OPTIONS);
  if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value!);
  memo.set(html, clean);
  return clean;
}

const RICH_FIELD = /^(description|aboutDescription|shortDescription)(En|Ar)$|^descrpiton(En|Ar)$/;

/** Cleans every description field of a content payload, at any depth. */
export function sanitizeDescriptions<T>(value: T): T {
  if (Array.isArray(value)) return value.map(sanitizeDescriptions) as T;
  if (value && typeof value === "object") {
    // A plain loop: an uncached page walks every field of its payloads, and entries-map-fromEntries allocated
    // an array per field for it.
    const source = value as Record<string, unknown>;
    const clean: Record<string, unknown> = {};
    for (const k of Object.keys(source)) {
      const v = source[k];
      clean[k] = typeof v === "string" ? (RICH_FIELD.test(k) ? sanitizeRichText(v) : v) : sanitizeDescriptions(v);
    }
    return clean as T;
  }
  return value;
}

/**
 * The source with its answers' descriptions clean. It sits under the content cache (app/services.server.ts), so
 * what the cache keeps is clean already: a page served from it walks nothing again.
 */
export function sanitizedSource(source: ContentSource): ContentSource {
  return {
    kind: source.kind,
    get: async (endpoint, params, options) => sanitizeDescriptions(await source.get(endpoint, params, options)),
    createEnquiry: (enquiry, options) => source.createEnquiry(enquiry, options),
  };
}

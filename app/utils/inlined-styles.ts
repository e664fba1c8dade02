// Apart from route-styles.ts, so that the root's chunk (utils/critical-css.tsx) does not carry the routes' stylesheet
// names: only the routes that declare them load those.

/** What a route module's `handle` carries: the stylesheets its page needs beyond the site's (root.tsx). */
export interface StylesHandle {
  styles: readonly string[];
}

export function isStylesHandle(handle: unknown): handle is StylesHandle {
  return typeof handle === "object" && handle !== null && Array.isArray((handle as Partial<StylesHandle>).styles);
}

let inlinedOnLoad: ReadonlySet<string> | undefined;

/**
 * The route stylesheets the server inlined into this document (`<style data-href>`, utils/critical-css.tsx),
 * read once: they stay in the head for the life of the page, so no later navigation needs to link them.
 */
export function inlinedStylesheets(): ReadonlySet<string> {
  inlinedOnLoad ??= new Set(
    Array.from(document.querySelectorAll<HTMLStyleElement>("style[data-href]"), (style) => style.dataset.href ?? ""),
  );
  return inlinedOnLoad;
}

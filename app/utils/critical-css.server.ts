import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { EntryContext } from "@remix-run/node";
import { cssBundleHref } from "@remix-run/css-bundle";
import { isStylesHandle } from "./inlined-styles";
import type { PageCss } from "./critical-css";

const texts = new Map<string, string>();

/** A built stylesheet's text (an href under /build), read once per process from the build output. */
function stylesheetText(href: string): string {
  let text = texts.get(href);
  if (text === undefined) {
    try {
      text = readFileSync(join("public", href), "utf8").replace(/\/\*# sourceMappingURL=.*\*\//, "");
    } catch {
      text = "";
    }
    texts.set(href, text);
  }
  return text;
}

/**
 * The CSS a document inlines: the site's bundle (root.tsx's imports), then the stylesheets the matched routes
 * declare (utils/route-styles.ts), each once, outermost route first: the order the cascade was written for.
 */
export function pageCss(context: EntryContext): PageCss {
  const hrefs = new Set<string>();
  for (const match of context.staticHandlerContext.matches) {
    const handle = context.routeModules[match.route.id]?.handle;
    if (isStylesHandle(handle)) for (const href of handle.styles) hrefs.add(href);
  }
  return {
    site: cssBundleHref ? stylesheetText(cssBundleHref) : "",
    routes: [...hrefs].map((href) => ({ href, css: stylesheetText(href) })),
  };
}

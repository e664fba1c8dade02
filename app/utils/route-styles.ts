import type { LinksFunction } from "@remix-run/node";
import contactSearchCss from "~/styles/contact-search.css";
import pagesCss from "~/styles/pages.css";
import sectionsCss from "~/styles/sections.css";
import solutionsCss from "~/styles/solutions.css";
import { inlinedStylesheets, type StylesHandle } from "./inlined-styles";

/**
 * A route's stylesheets (decision 024). Production inlines them into the server's HTML (entry.server.tsx reads
 * `handle.styles` of the matched routes), so a first load waits for no stylesheet request; `links` names them
 * only in the browser and only when the document has not inlined them, which is a client navigation into the
 * route: Remix then preloads the stylesheet and commits the page once it has loaded (no flash of unstyled
 * content). On the server and during hydration `links` returns nothing, so both render the same head.
 * Development links them always, as root.tsx does the site's stylesheet, so HMR can swap them.
 */
function routeStyles(...styles: string[]): { handle: StylesHandle; links: LinksFunction } {
  return {
    handle: { styles },
    links: () => {
      const needed =
        process.env.NODE_ENV === "development"
          ? styles
          : typeof document === "undefined"
            ? []
            : styles.filter((href) => !inlinedStylesheets().has(href));
      return needed.map((href) => ({ rel: "stylesheet", href }));
    },
  };
}

/** About, projects, news and blogs pages. */
export const contentPageStyles = routeStyles(sectionsCss, pagesCss);
/** Solution, service-area, institution and certificate pages. */
export const solutionPageStyles = routeStyles(sectionsCss, solutionsCss);
/** The contact and search pages. */
export const contactSearchStyles = routeStyles(contactSearchCss);

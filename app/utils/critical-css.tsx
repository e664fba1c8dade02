import { createContext, useContext, type ReactNode } from "react";
import { inlinedStylesheets } from "./inlined-styles";

/** The CSS of one document: the site's stylesheet and the matched routes' own (utils/route-styles.ts). */
export interface PageCss {
  site: string;
  routes: { href: string; css: string }[];
}

/**
 * The page's stylesheets, inlined into the server HTML so no request blocks the first paint (decision 024: each
 * page carries the site's stylesheet and only the route stylesheets it needs). Only the server has the text; in
 * the browser the context is empty and React keeps the server's <style> elements.
 */
const CriticalCssContext = createContext<PageCss | null>(null);

export function CriticalCssProvider({ css, children }: { css: PageCss; children: ReactNode }) {
  return <CriticalCssContext.Provider value={css}>{children}</CriticalCssContext.Provider>;
}

export function InlineStyles() {
  const css = useContext(CriticalCssContext);
  // Development links the stylesheets instead (root.tsx and route links), so HMR can swap them.
  if (process.env.NODE_ENV === "development") return null;
  // The browser renders the same elements as the server (the route stylesheets it finds in the document), empty:
  // suppressHydrationWarning keeps React from minding the difference, and it never touches their text.
  const routes = css ? css.routes : Array.from(inlinedStylesheets(), (href) => ({ href, css: "" }));
  return (
    <>
      <style id="site-css" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: css?.site ?? "" }} />
      {routes.map(({ href, css: text }) => (
        <style key={href} data-href={href} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: text }} />
      ))}
    </>
  );
}

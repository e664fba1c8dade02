import { createContext, useContext, type ReactNode } from "react";

/**
 * The site's stylesheet, inlined into the server HTML so no request blocks the
 * first paint (it is small: under 10 KB gzip). Only the server has the text;
 * in the browser the context is empty and React keeps the server's <style>.
 */
const CriticalCssContext = createContext<string>("");

export function CriticalCssProvider({ css, children }: { css: string; children: ReactNode }) {
  return <CriticalCssContext.Provider value={css}>{children}</CriticalCssContext.Provider>;
}

export function InlineStyles() {
  const css = useContext(CriticalCssContext);
  // Development links the stylesheet instead (root.tsx links), so HMR can swap it.
  if (process.env.NODE_ENV === "development") return null;
  // suppressHydrationWarning: the browser renders this element empty on purpose.
  return <style id="site-css" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: css }} />;
}

import type { ShouldRevalidateFunction } from "@remix-run/react";

/**
 * Tabbed routes render both panels from the same loader data, so a change of
 * `?tab=` alone (the no-JavaScript links) needs no new data.
 */
export const skipTabOnlyRevalidation: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const withoutTab = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete("tab");
    params.sort();
    return params.toString();
  };
  return withoutTab(currentUrl) === withoutTab(nextUrl) ? false : defaultShouldRevalidate;
};

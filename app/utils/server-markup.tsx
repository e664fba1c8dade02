import { createContext, useContext } from "react";

/**
 * Markup the server rendered ahead of the page for parts of it that are a function of their props alone, and
 * reuses across requests (decision 026): a loader fills it for its request, the document's render reads it.
 * The browser has none and renders those parts itself.
 */
export interface ServerMarkup {
  /** The footer's content (app/components/layout/footer-markup.server.tsx). */
  footer?: string;
  /** The menu's items, the same in the wide menu and the mobile one (app/components/layout/nav-markup.server.tsx). */
  navItems?: string;
}

export const ServerMarkupContext = createContext<ServerMarkup | null>(null);

export function useServerMarkup(): ServerMarkup | null {
  return useContext(ServerMarkupContext);
}

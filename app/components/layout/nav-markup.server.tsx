/**
 * The menu's items, rendered once for each language and set of current items and reused by every page that
 * shares them (decision 026), in the wide menu and the mobile one alike.
 *
 * The menu is a third of a page's elements, rendered twice. Its items are a function of the language, the
 * careers address and which items are current on the page (NavItems): the key is those inputs, never the page's
 * address, so a few dozen renders serve every page of the site. The render runs under a static router at the
 * page's own path, as <Link> needs one.
 */
import { LRUCache } from "lru-cache";
import { renderToString } from "react-dom/server";
// The file itself: react-router-dom 6 has no "exports" map, and the server build is an ES module.
import { StaticRouter } from "react-router-dom/server.js";
import { NAV_LINKS_AFTER, NAV_LINKS_BEFORE, NAV_PANELS } from "~/content/navigation";
import type { Lang } from "~/i18n/config";
import { I18nProvider } from "~/i18n/react";
import { localise } from "~/utils/paths";
import { isCurrentPath } from "../ui/site-link";
import { NavItems } from "./header";

/** Two languages × the sets of items a page can make current (one section and its page, mostly). */
const rendered = new LRUCache<string, string>({ max: 256 });

/** Every page the menu links to, in a language. */
const targets = (lang: Lang): string[] =>
  [...NAV_LINKS_BEFORE, ...NAV_LINKS_AFTER, ...NAV_PANELS.flatMap((panel) => panel.items)].map((item) => localise(lang, item.to));
const menuTargets = { ar: targets("ar"), en: targets("en") } satisfies Record<Lang, string[]>;

const noPanel = () => {};

export function navMarkup(lang: Lang, careersUrl: string, pathname: string): string {
  const current = menuTargets[lang].filter((to) => isCurrentPath(pathname, to));
  const key = JSON.stringify([lang, careersUrl, current]);
  let markup = rendered.get(key);
  if (markup === undefined) {
    markup = renderToString(
      <StaticRouter location={pathname}>
        <I18nProvider lang={lang} dictionary={undefined}>
          <NavItems lang={lang} careersUrl={careersUrl} pathname={pathname} openPanel={null} onOpenPanel={noPanel} />
        </I18nProvider>
      </StaticRouter>,
    );
    rendered.set(key, markup);
  }
  return markup;
}

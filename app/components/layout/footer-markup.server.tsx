/**
 * The footer's markup, rendered once for each language and content and reused by every page (decision 026).
 *
 * The footer is a fifth of a page's elements and the same on every page of a language: a function of the
 * language, the social links, the careers address and the year (FooterContent), with no router and no state.
 * Rendering it again for every request was ~8 % of the server's time for the home page. The key is every input
 * itself, so an editor's change to the social links shows on the next render that reads it (the content cache's
 * freshness, docs/CONTENT.md), never later.
 */
import { LRUCache } from "lru-cache";
import { renderToString } from "react-dom/server";
import type { Lang } from "~/i18n/config";
import { I18nProvider } from "~/i18n/react";
import type { FooterSocialLink } from "~/utils/social";
import { FooterContent } from "./footer";

/** Two languages, one set of links: a few entries; the bound only stops churning content from growing it. */
const rendered = new LRUCache<string, string>({ max: 32 });

export function footerMarkup(lang: Lang, social: FooterSocialLink[], careersUrl: string, year = new Date().getFullYear()): string {
  const key = JSON.stringify([lang, careersUrl, year, social]);
  let markup = rendered.get(key);
  if (markup === undefined) {
    markup = renderToString(
      <I18nProvider lang={lang} dictionary={undefined}>
        <FooterContent lang={lang} social={social} careersUrl={careersUrl} year={year} />
      </I18nProvider>,
    );
    rendered.set(key, markup);
  }
  return markup;
}

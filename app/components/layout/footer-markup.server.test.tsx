import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { SocialLink } from "~/content/schemas";
import type { Lang } from "~/i18n/config";
import { I18nProvider } from "~/i18n/react";
import { footerSocialLinks, type FooterSocialLink } from "~/utils/social";
import { Footer } from "./footer";
import { footerMarkup } from "./footer-markup.server";

const fromBackend: SocialLink[] = [
  { id: 1, name: "Instagram", url: "https://www.instagram.com/manar.example", isHidden: false, order: 1 },
  { id: 2, name: "Snapchat", url: "https://www.snapchat.com/add/manar.example", isHidden: false, order: 2 },
  { id: 3, name: "TikTok", url: "https://www.tiktok.com/@manar.example", isHidden: true, order: 3 },
];
const social = footerSocialLinks(fromBackend);
const careersUrl = "https://careers.manar.example";

/** The footer as the browser renders it, and as the server did before the markup was reused. */
const renderedInline = (lang: Lang, links: FooterSocialLink[]) =>
  renderToString(
    <I18nProvider lang={lang} dictionary={undefined}>
      <Footer lang={lang} social={links} careersUrl={careersUrl} />
    </I18nProvider>,
  );

describe("footerMarkup", () => {
  for (const lang of ["ar", "en"] as const) {
    const cases: Array<[string, FooterSocialLink[]]> = [
      ["with social links", social],
      ["without any (their fetch failed)", []],
    ];
    for (const [label, links] of cases) {
      it(`is the footer's content node for node as rendered in place, in ${lang}, ${label}: hydration finds what it renders`, () => {
        const reused = renderToString(<Footer lang={lang} social={links} careersUrl={careersUrl} markup={footerMarkup(lang, links, careersUrl)} />);
        expect(reused).toBe(renderedInline(lang, links));
        expect(reused).toContain(lang === "ar" ? "روابط سريعة" : "Quick links");
      });
    }
  }

  it("renders once for the same inputs and again when any changes: an editor's change shows on the next read", () => {
    const first = footerMarkup("en", social, careersUrl);
    expect(footerMarkup("en", structuredClone(social), careersUrl)).toBe(first);
    const renamed = social.map((link) => (link.name === "Instagram" ? { ...link, url: "https://www.instagram.com/renamed.example" } : link));
    expect(footerMarkup("en", renamed, careersUrl)).toContain("renamed.example");
    expect(footerMarkup("en", social, "https://jobs.manar.example")).toContain("https://jobs.manar.example");
    expect(footerMarkup("ar", social, careersUrl)).not.toBe(first);
  });

  it("carries the year it was rendered for", () => {
    expect(footerMarkup("en", social, careersUrl, 2031)).toContain("2031");
    expect(footerMarkup("en", social, careersUrl, 2032)).toContain("2032");
  });
});

import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { dictionaries } from "~/i18n/dictionaries";
import { I18nProvider } from "~/i18n/react";
import type { PageMeta } from "~/utils/meta";
import { PageBanner } from "./page-banner";
import { SectionBand, ownHeading } from "./section-band";

const render = (node: ReactElement) =>
  renderToString(
    <I18nProvider lang="en" dictionary={dictionaries.en}>
      {node}
    </I18nProvider>,
  );
const failed = { data: null, error: "Request failed with status code 500" } as const;
const meta = { lang: "en", title: "Corporates", siteUrl: "https://manar.example" } satisfies Pick<
  PageMeta,
  "lang" | "title" | "siteUrl"
>;
const head = {
  titleEn: "Training for companies",
  titleAr: "تدريب الشركات",
  descriptionEn: "<p>Programmes for the workforce.</p>",
  descriptionAr: "<p>برامج للعاملين.</p>",
  image: "/images/banners/corporates.svg",
  video: null,
  subtitleEn: null,
  subtitleAr: null,
};

describe("PageBanner", () => {
  it("shows the head section as the banner, with its description as the lead", () => {
    const html = render(<PageBanner meta={meta} head={{ data: head, error: null }} />);
    expect(html).toMatch(/<h1 id="banner-title">Training for companies<\/h1>/);
    expect(html).toContain("Programmes for the workforce.");
  });
  it("keeps the page's h1 above the error view when the head section failed", () => {
    const html = render(<PageBanner meta={meta} head={failed} />);
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toMatch(
      /<div class="container page-fallback-head"><h1>Corporates<\/h1><div class="error-view" role="alert">/,
    );
    expect(html).toContain("Request failed with status code 500");
  });
});

describe("SectionBand", () => {
  const values = {
    titleEn: "Our values",
    titleAr: "قيمنا",
    descriptionEn: "What we hold to.",
    descriptionAr: "ما نلتزم به.",
    items: ["Trust"],
  };
  it("owns its background, its title block and its grid", () => {
    const html = render(
      <SectionBand
        id="OurValues"
        anchored
        tinted
        section={{ data: values, error: null }}
        heading={ownHeading("en", "Values")}
        grid={3}
      >
        {(s) => s.items.map((item) => <p key={item}>{item}</p>)}
      </SectionBand>,
    );
    expect(html).toMatch(
      /^<section id="OurValues" class="page-section tinted" aria-labelledby="OurValues-title"><div class="container">/,
    );
    expect(html).toContain('<p class="eyebrow">Values</p><h2 id="OurValues-title">Our values</h2>');
    expect(html).toContain('<div class="card-grid card-grid-3"><p>Trust</p></div>');
  });
  it("keeps a fixed heading when its section fails; a heading from the section goes with it", () => {
    const fixed = render(
      <SectionBand id="awards" section={failed} heading={{ title: "Awards" }}>
        {() => null}
      </SectionBand>,
    );
    expect(fixed).toContain('<h2 id="awards-title">Awards</h2>');
    expect(fixed).toContain('role="alert"');
    const own = render(
      <SectionBand id="values" section={failed as { data: null; error: string }} heading={ownHeading("en", "Values")}>
        {() => null}
      </SectionBand>,
    );
    expect(own).not.toContain("<h2");
    expect(own).toContain("Request failed with status code 500");
  });
});

import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { loadSeedContent } from "../../content/embedded/seed-files";

const serviceDocuments = loadSeedContent().documents;
import { dictionaries } from "~/i18n/dictionaries";
import { I18nProvider } from "~/i18n/react";
import { K12_PRODUCT_ANCHORS, VOCATIONAL_ANCHORS, categoryAnchors } from "~/utils/solution-anchors";
import { K12Products, K12Services } from "./k12-content";
import { VocationalIntro, VocationalServices } from "./vocational-content";

const render = (node: ReactElement) =>
  renderToString(
    <I18nProvider lang="en" dictionary={dictionaries.en}>
      {node}
    </I18nProvider>,
  );
const ids = (html: string) => [...html.matchAll(/<section id="([^"]+)" class="category-section/g)].map((m) => m[1]);

const k12Products = serviceDocuments["OfferingK2.GetOfferingCategoriesProducts"].products;
const k12Services = serviceDocuments["OfferingK2.GetOfferingCategoriesServices"].services;
const vocational = serviceDocuments["OferringVocationalEducation.GetOfferingCategoriesServices"].services;
const intro = serviceDocuments["OferringVocationalEducation.GetOfferingFirstSection"];

describe("K-12 products by index", () => {
  it("renders every seeded product once, in order, with its SPEC anchor", () => {
    const anchors = categoryAnchors("k12", "products", k12Products);
    expect(ids(render(<K12Products lang="en" categories={k12Products} anchors={anchors} />))).toEqual([
      ...K12_PRODUCT_ANCHORS,
    ]);
  });

  it.each([0, 1, 3, 5, 8])("with only %i products: no crash, only the present positions, no empty group", (count) => {
    const list = k12Products.slice(0, count);
    const html = render(<K12Products lang="en" categories={list} anchors={categoryAnchors("k12", "products", list)} />);
    expect(ids(html)).toEqual(K12_PRODUCT_ANCHORS.slice(0, count));
    // A group band is only drawn around categories that exist.
    expect(html.match(/class="category-group"/g)?.length ?? 0).toBe(count > 8 ? 2 : count > 4 ? 1 : 0);
    expect(html).not.toMatch(/category-group-grid category-group-\d+"><\/div>/);
  });

  it("gives Rehlatie (index 2) its app badges and keeps extra products beyond index 9", () => {
    const extra = { ...k12Products[0], id: 299, titleEn: "New Series", titleAr: "سلسلة جديدة" };
    const list = [...k12Products, extra];
    const html = render(<K12Products lang="en" categories={list} anchors={categoryAnchors("k12", "products", list)} />);
    expect(ids(html).at(-1)).toBe("new-series");
    const rehlatie = html.slice(html.indexOf('id="Rehlatie"'), html.indexOf('id="international-curricula-programs"'));
    expect(rehlatie).toContain("apps.apple.com/app/rehlatie");
  });
});

describe("K-12 services by index", () => {
  it("index 3 (digitization) uses the featured layout; fewer services just stop earlier", () => {
    const anchors = categoryAnchors("k12", "services", k12Services);
    const html = render(<K12Services lang="en" categories={k12Services} anchors={anchors} />);
    expect(html).toMatch(/id="digitization-of-content" class="category-section category-feature/);
    const short = k12Services.slice(0, 2);
    expect(
      ids(render(<K12Services lang="en" categories={short} anchors={categoryAnchors("k12", "services", short)} />)),
    ).toEqual(["curricula-development", "Translation"]);
  });
});

describe("vocational services by index", () => {
  it("renders the intro offers and then 3 technical schools, 4 curricula (steps), 5 educators, 6 digitization", () => {
    const anchors = categoryAnchors(null, "services", vocational);
    const html = render(<VocationalServices lang="en" services={vocational} anchors={anchors} />);
    expect(ids(html)).toEqual(anchors);
    expect(ids(html)).toEqual(expect.arrayContaining([...VOCATIONAL_ANCHORS]));
    expect(html).toMatch(/id="curricula-development" class="category-section category-steps/);
    expect(html).toMatch(/id="capability-building-for-vocational-educators" class="category-section category-feature/);
  });

  it.each([0, 2, 4, 6])("with only %i services: no crash and no empty shells", (count) => {
    const list = vocational.slice(0, count);
    const html = render(
      <VocationalServices lang="en" services={list} anchors={categoryAnchors(null, "services", list)} />,
    );
    expect(ids(html)).toHaveLength(count);
    if (count === 0) expect(html).toBe("");
  });

  it("the intro's icon boxes link to the first three service anchors", () => {
    const html = render(<VocationalIntro lang="en" intro={intro} />);
    const links = [...html.matchAll(/class="intro-box" href="#([^"]+)"/g)].map((m) => m[1]);
    expect(links).toEqual(categoryAnchors(null, "services", vocational).slice(0, 3));
    expect(render(<VocationalIntro lang="en" intro={{ ...intro, services: [] }} />)).not.toContain("intro-boxes");
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { routeMeta } from "~/utils/meta";
import { loaderArgs } from "./loader-args.testing";
import { sectionPage } from "./section-page";

const head = {
  titleEn: "Markets",
  titleAr: "الأسواق",
  descriptionEn: "<p>Head.</p>",
  descriptionAr: "<p>رأس.</p>",
  image: "/images/head.svg",
};
const text = {
  titleEn: "Map",
  titleAr: "الخريطة",
  descriptionEn: "Twelve countries.",
  descriptionAr: "اثنتا عشرة دولة.",
  image: null,
};

describe("sectionPage", () => {
  afterEach(() => {
    vi.doUnmock("./page.server");
    vi.resetModules();
  });

  it("gives the route the one meta recipe and a loader of its title, sections and options", async () => {
    const { loader, meta } = sectionPage(
      ["markets", "nav.markets"],
      { head: "Marketings.headSection", text: "Marketings.textSection" },
      { describedBy: "text" },
    );
    expect(meta).toBe(routeMeta);
    const page = await loader(loaderArgs({ "Marketings.headSection": head, "Marketings.textSection": text }));
    expect(page.title).toBe("Markets");
    expect(page.head.data).toEqual(head);
    expect(page.text.data).toEqual(text);
    expect(page.meta).toMatchObject({ title: "Markets", description: "Twelve countries." });
  });

  it("runs where page.server is stubbed out, as in the browser bundle that evaluates the route's meta", async () => {
    vi.doMock("./page.server", () => ({}));
    const [browser, utils] = await Promise.all([import("./section-page"), import("~/utils/meta")]);
    const route = browser.sectionPage(["awards", "nav.awards"], { head: "Award.headSection" });
    expect(route.meta).toBe(utils.routeMeta);
    expect(route.loader).toBeTypeOf("function");
  });
});

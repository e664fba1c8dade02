import type { Page } from "@playwright/test";
import { loadSeedContent } from "../../app/content/embedded/seed-files";
import {
  CORPORATE_ANCHORS,
  K12_PRODUCT_ANCHORS,
  K12_SERVICE_ANCHORS,
  VOCATIONAL_ANCHORS,
  categoryAnchors,
  type SolutionTab,
  type TabbedPage,
} from "../../app/utils/solution-anchors";
import {
  FAILING_SITE,
  LANGS,
  UPSTREAM_FAILURE_MESSAGE,
  expect,
  expectNoAxeViolations,
  test,
  watchConsole,
} from "./fixtures";

type Lang = (typeof LANGS)[number];
type Titled = { titleEn: string; titleAr: string };
const S = loadSeedContent().documents;
const title = (lang: Lang, item: Titled) => (lang === "ar" ? item.titleAr : item.titleEn);

interface PageCase {
  path: string;
  head: Titled;
  /** Seeded titles that must appear in the page (hidden tab panels included). */
  texts: Titled[];
  anchors: string[];
  tabs?: { page: TabbedPage; services: string[]; products: string[] };
}

const anchorsOf = (list: ReadonlyArray<{ titleEn: string }>) => categoryAnchors(null, "services", list);

const k12 = {
  services: S["OfferingK2.GetOfferingCategoriesServices"].services,
  products: S["OfferingK2.GetOfferingCategoriesProducts"].products,
};
const higher = {
  services: S["OfferingHigherEducation.GetOfferingCategoriesServices"].services,
  products: S["OfferingHigherEducation.GetOfferingCategoriesProducts"].products,
};
const publishing = {
  services: S["OfferingPublishing.GetOfferingCategoriesServices"].services,
  products: S["OfferingPublishing.GetOfferingCategoriesProducts"].products,
};
const vocational = S["OferringVocationalEducation.GetOfferingCategoriesServices"].services;
const corporates = S["OferringCorporates.GetOfferingCategoriesServices"].services;
const institution = (doc: (typeof S)["EducationalInstitutions.GetEducationalInstitutionPrinting"]): Titled[] => [
  { titleEn: doc.aboutTitleEn, titleAr: doc.aboutTitleAr },
  ...doc.programs,
  ...doc.figures,
];

const PAGES: PageCase[] = [
  {
    path: "solutions/k-12",
    head: S["OfferingK2.OfferingK2HeadSection"],
    texts: [...k12.services, ...k12.products],
    anchors: [...K12_SERVICE_ANCHORS, ...K12_PRODUCT_ANCHORS],
    tabs: { page: "k12", services: [...K12_SERVICE_ANCHORS], products: [...K12_PRODUCT_ANCHORS] },
  },
  {
    path: "solutions/higher-education",
    head: S["OfferingHigherEducation.OfferingHeadSection"],
    texts: [
      ...higher.services,
      ...higher.products,
      ...higher.services.flatMap((c) => c.serviceCategoryServicesContents),
    ],
    anchors: [
      ...categoryAnchors("higherEducation", "services", higher.services),
      ...categoryAnchors("higherEducation", "products", higher.products),
    ],
    tabs: {
      page: "higherEducation",
      services: categoryAnchors("higherEducation", "services", higher.services),
      products: categoryAnchors("higherEducation", "products", higher.products),
    },
  },
  {
    path: "solutions/publishing",
    head: S["OfferingPublishing.OfferingPublishingHeadSection"],
    texts: [...publishing.services, ...publishing.products],
    anchors: [
      ...categoryAnchors("publishing", "services", publishing.services),
      ...categoryAnchors("publishing", "products", publishing.products),
    ],
    tabs: {
      page: "publishing",
      services: categoryAnchors("publishing", "services", publishing.services),
      products: categoryAnchors("publishing", "products", publishing.products),
    },
  },
  {
    path: "solutions/vocational-education",
    head: S["OferringVocationalEducation.OfferingHeadSection"],
    texts: [S["OferringVocationalEducation.GetOfferingFirstSection"], ...vocational],
    anchors: anchorsOf(vocational),
  },
  {
    path: "solutions/corporates",
    head: S["OferringCorporates.OfferingHeadSection"],
    texts: [...corporates, ...corporates.flatMap((c) => c.serviceCategoryServicesContents)],
    anchors: anchorsOf(corporates),
  },
  {
    path: "solutions/Teaching",
    head: S["OfferingTeaching.OfferingHeadSection"],
    texts: S["OfferingTeaching.GetOfferingCategoriesServices"].services,
    anchors: anchorsOf(S["OfferingTeaching.GetOfferingCategoriesServices"].services),
  },
  {
    path: "solutions/investing-startups",
    head: S["OfferingInvestinginStartups.OfferingHeadSection"],
    texts: S["OfferingInvestinginStartups.GetOfferingCategoriesServices"].services,
    anchors: anchorsOf(S["OfferingInvestinginStartups.GetOfferingCategoriesServices"].services),
  },
  {
    path: "educational-institutions/printing-academy",
    head: S["EducationalInstitutions.GetEducationalInstitutionPrinting"],
    texts: institution(S["EducationalInstitutions.GetEducationalInstitutionPrinting"]),
    anchors: ["about"],
  },
  {
    path: "educational-institutions/applied-technology-school",
    head: S["EducationalInstitutions.GetEducationalInstitutionTechnologySchool"],
    texts: institution(S["EducationalInstitutions.GetEducationalInstitutionTechnologySchool"]),
    anchors: ["about"],
  },
  {
    path: "educational-institutions/international-academy",
    head: S["EducationalInstitutions.GetEducationalInstitutionTahea"],
    texts: institution(S["EducationalInstitutions.GetEducationalInstitutionTahea"]),
    anchors: ["about"],
  },
  {
    path: "educational-certificates/exam-center",
    head: S["Certificates.headSection"],
    texts: [S["Certificates.secondSection"], ...S["Certificates.GetAll"]],
    anchors: [],
  },
  {
    path: "services/capability-building",
    head: S["CapabilityBuilding.capabilityBuildingHeadSectionHeadSection"],
    texts: S["CapabilityBuilding.GetServiceCategories"],
    anchors: anchorsOf(S["CapabilityBuilding.GetServiceCategories"]),
  },
  {
    path: "services/digital-learning",
    head: S["DigitalLearning.DigitalLearningHeadSection"],
    texts: [
      S["DigitalLearning.DigitalLearningContentSection"],
      S["DigitalLearning.DigitalLearningTeamContentSection"],
      ...S["DigitalLearning.DigitalLearningTeams"],
      S["DigitalLearning.DigitalLearningRobustContentSection"],
      ...S["DigitalLearning.DigitalLearningRobustContentSection"].items,
      ...S["DigitalLearning.GetServiceCategories"],
    ],
    anchors: anchorsOf(S["DigitalLearning.GetServiceCategories"]),
  },
  {
    path: "services/publishing-solutions",
    head: S["OfferingPublishing.OfferingPublishingHeadSection"],
    texts: [...publishing.services, ...publishing.products],
    anchors: anchorsOf([...publishing.services, ...publishing.products]),
  },
  {
    path: "services/software-development",
    head: S["SoftwareDevelopment.SoftwareDevelopmentHeadSection"],
    texts: [
      S["SoftwareDevelopment.SoftwareDevelopmentContentSection"],
      ...S["SoftwareDevelopment.SoftwareDevelopmentContentSection"].items,
    ],
    anchors: [],
  },
];

const TABBED = PAGES.filter((p): p is PageCase & { tabs: NonNullable<PageCase["tabs"]> } => !!p.tabs);
const TAB_LABEL: Record<Lang, Record<SolutionTab, string>> = {
  en: { services: "Services", products: "Products" },
  ar: { services: "الخدمات", products: "المنتجات" },
};

const byId = (page: Page, id: string) => page.locator(`[id="${id}"]`);

/** The anchor's section is at the top of the viewport (or the page is scrolled to its end). */
async function expectScrolledTo(page: Page, id: string) {
  await expect
    .poll(
      () =>
        page.evaluate((target) => {
          const el = document.getElementById(target);
          if (!el) return "missing";
          const top = el.getBoundingClientRect().top;
          const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
          return (top >= -2 && top <= 200) || (atEnd && top >= 0 && top < window.innerHeight)
            ? "in view"
            : `top ${Math.round(top)}`;
        }, id),
      { message: `#${id} scrolled into view`, timeout: 7000 },
    )
    .toBe("in view");
}

/**
 * Follows each anchor by changing the hash in the page (as an in-page link
 * does): the right tab opens and the anchor scrolls into view. Reduced motion
 * makes the scrolls instant, so the walk stays fast.
 */
async function hashWalk(page: Page, lang: Lang, anchors: readonly string[], services: readonly string[]) {
  await page.emulateMedia({ reducedMotion: "reduce" });
  for (const anchor of anchors) {
    await page.evaluate((hash) => {
      window.location.hash = hash;
    }, anchor);
    await expectTab(page, lang, services.includes(anchor) ? "services" : "products");
    await expectScrolledTo(page, anchor);
  }
}

async function expectTab(page: Page, lang: Lang, tab: SolutionTab) {
  const other: SolutionTab = tab === "services" ? "products" : "services";
  await expect(page.getByRole("tab", { name: TAB_LABEL[lang][tab] })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab", { name: TAB_LABEL[lang][other] })).toHaveAttribute("aria-selected", "false");
  await expect(byId(page, `${tab}-panel`)).toBeVisible();
  await expect(byId(page, `${other}-panel`)).toBeHidden();
}

// axe runs once per sitemap page in audit.spec.ts; here only the states it does not see (an open tab).
test.describe("every route, both languages: seeded content and anchors", () => {
  for (const lang of LANGS) {
    for (const p of PAGES) {
      test(`/${lang}/${p.path}`, async ({ page }) => {
        const problems = watchConsole(page);
        const res = await page.goto(`/${lang}/${p.path}`);
        expect(res?.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(title(lang, p.head));
        await expect(page.locator("meta[name=description]")).toHaveAttribute("content", /\S{3,}/);
        const main = page.locator("main");
        for (const item of p.texts) await expect(main).toContainText(title(lang, item));
        for (const anchor of p.anchors) await expect(byId(page, anchor), `#${anchor}`).toHaveCount(1);
        expect(problems).toEqual([]);
      });
    }
  }
});

test.describe("tabs with JavaScript", () => {
  for (const lang of LANGS) {
    for (const p of TABBED) {
      const { services, products } = p.tabs;
      test(`${p.path} (${lang}): a products hash opens Products after hydration; every product anchor scrolls into view`, async ({
        page,
        axe,
      }) => {
        const problems = watchConsole(page);
        // The server cannot see the hash: the client switches after hydration and scrolls to the anchor.
        await page.goto(`/${lang}/${p.path}#${products[0]}`);
        await expectTab(page, lang, "products");
        await expectScrolledTo(page, products[0]);
        await expectNoAxeViolations(axe);
        await hashWalk(page, lang, [...products, services[0], products[products.length - 1]], services);
        expect(problems).toEqual([]);
      });

      test(`${p.path} (${lang}): a services hash opens Services; every service anchor scrolls into view; state activeTab wins`, async ({
        page,
      }) => {
        const problems = watchConsole(page);
        await page.goto(`/${lang}/${p.path}?tab=products#${services[0]}`);
        await expectTab(page, lang, "services");
        await expectScrolledTo(page, services[0]);
        await hashWalk(page, lang, [...services, products[0], services[services.length - 1]], services);
        await page.evaluate(
          ([to]) =>
            (
              window as unknown as { __remixRouter: { navigate: (to: string, opts: object) => Promise<void> } }
            ).__remixRouter.navigate(to, {
              state: { activeTab: "products" },
            }),
          [`/${lang}/${p.path}#${services[0]}`],
        );
        await expectTab(page, lang, "products");
        expect(problems).toEqual([]);
      });
    }

    test(`K-12 (${lang}): WAI-ARIA tabs — click, arrow keys (mirrored in RTL), Home/End, scroll after the change`, async ({
      page,
    }) => {
      const problems = watchConsole(page);
      await page.goto(`/${lang}/solutions/k-12`);
      const servicesTab = page.getByRole("tab", { name: TAB_LABEL[lang].services });
      const productsTab = page.getByRole("tab", { name: TAB_LABEL[lang].products });
      await expect(
        page.getByRole("tablist", { name: lang === "ar" ? "الخدمات والمنتجات" : "Services and products" }),
      ).toBeVisible();
      await expectTab(page, lang, "services");
      await expect(servicesTab).toHaveAttribute("aria-controls", "services-panel");
      await expect(servicesTab).toHaveAttribute("tabindex", "0");
      await expect(productsTab).toHaveAttribute("tabindex", "-1");
      await expect(page.getByRole("tabpanel")).toHaveAttribute("aria-labelledby", "services");

      await productsTab.click();
      await expectTab(page, lang, "products");
      await expect(page).toHaveURL(new RegExp(`/${lang}/solutions/k-12#products$`));
      await expectScrolledTo(page, "products");

      await servicesTab.focus();
      await page.keyboard.press(lang === "ar" ? "ArrowLeft" : "ArrowRight");
      await expect(productsTab).toBeFocused();
      await expectTab(page, lang, "products");
      await page.keyboard.press(lang === "ar" ? "ArrowRight" : "ArrowLeft");
      await expect(servicesTab).toBeFocused();
      await expectTab(page, lang, "services");
      await page.keyboard.press("End");
      await expectTab(page, lang, "products");
      await page.keyboard.press("Home");
      await expectTab(page, lang, "services");
      await expect(page).toHaveURL(new RegExp(`#services$`));
      expect(problems).toEqual([]);
    });
  }
});

test.describe("tabs without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  for (const lang of LANGS) {
    for (const p of TABBED) {
      test(`${p.path} (${lang}): both panels show one after the other and every anchor is reachable`, async ({
        page,
      }) => {
        const { services, products } = p.tabs;
        await page.goto(`/${lang}/${p.path}`);
        const nav = page.getByRole("navigation", {
          name: lang === "ar" ? "الخدمات والمنتجات" : "Services and products",
        });
        const productsLink = nav.getByRole("link", { name: TAB_LABEL[lang].products });
        await expect(nav.getByRole("link", { name: TAB_LABEL[lang].services })).toHaveAttribute("aria-current", "true");
        await expect(productsLink).toHaveAttribute("href", "?tab=products#products");
        await expect(byId(page, services[0])).toBeVisible();
        await expect(byId(page, products[0])).toBeVisible();
        // Services first, then products.
        const servicesTop = (await page.locator("#services-panel").boundingBox())!.y;
        expect((await page.locator("#products-panel").boundingBox())!.y).toBeGreaterThan(servicesTop);

        // SPEC's anchors, reached straight from a link with only the hash (the server never sees it).
        for (const anchor of [...services, ...products]) {
          await page.goto(`/${lang}/${p.path}#${anchor}`);
          await expect(byId(page, anchor), `#${anchor}`).toBeInViewport();
        }
        // The ?tab= links still mark their tab.
        await page.goto(`/${lang}/${p.path}?tab=products#products`);
        await expect(productsLink).toHaveAttribute("aria-current", "true");
      });
    }
  }
});

test.describe("anchors of the pages without tabs", () => {
  for (const lang of LANGS) {
    test(`vocational and corporates (${lang}): every SPEC anchor scrolls into view, slides and intro boxes link to them`, async ({
      page,
    }) => {
      const problems = watchConsole(page);
      await page.goto(`/${lang}/solutions/vocational-education`);
      const slider = page.locator(".services-slider");
      await expect(slider).toHaveAttribute("data-enhanced", "true");
      const hrefs = await slider
        .locator(".slide-card")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(hrefs).toEqual(anchorsOf(vocational).map((a) => `#${a}`));
      for (const anchor of VOCATIONAL_ANCHORS) {
        await page.evaluate((hash) => {
          window.location.hash = hash;
        }, anchor);
        await expectScrolledTo(page, anchor);
      }
      await page.locator(".intro-box").first().click();
      await expectScrolledTo(page, VOCATIONAL_ANCHORS[0]);

      await page.goto(`/${lang}/solutions/corporates`);
      await expect(page.locator(".services-slider")).toHaveAttribute("data-enhanced", "true");
      for (const [index, anchor] of CORPORATE_ANCHORS.entries()) {
        await page.locator(".slide-card").nth(index).click();
        await expect(page).toHaveURL(new RegExp(`#${anchor}$`));
        await expectScrolledTo(page, anchor);
      }
      expect(problems).toEqual([]);
    });
  }
});

/** Index of the slide whose inline-start edge is closest to the viewport's. */
function startSlide(page: Page) {
  return page.evaluate(() => {
    const viewport = document.querySelector(".services-slider .slider-viewport")!;
    const rtl = getComputedStyle(viewport).direction === "rtl";
    const edge = (r: DOMRect) => (rtl ? r.right : r.left);
    const start = edge(viewport.getBoundingClientRect());
    const slides = [...viewport.querySelectorAll(".slider-slide")];
    let best = -1;
    let bestDistance = Infinity;
    slides.forEach((slide, index) => {
      const distance = Math.abs(edge(slide.getBoundingClientRect()) - start);
      if (distance < bestDistance) {
        best = index;
        bestDistance = distance;
      }
    });
    return best;
  });
}

test.describe("services slider", () => {
  for (const lang of LANGS) {
    test(`slides per view at 320/576/992/1280 px and the arrows (${lang})`, async ({ page }) => {
      const problems = watchConsole(page);
      // Reduced motion: no autoplay, arrows jump, so positions are exact.
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`/${lang}/solutions/vocational-education`);
      const slider = page.locator(".services-slider");
      await expect(slider).toHaveAttribute("data-enhanced", "true");
      for (const [width, perView] of [
        [320, 1],
        [576, 2],
        [992, 3],
        [1280, 4],
      ] as const) {
        await page.setViewportSize({ width, height: 900 });
        await expect
          .poll(
            () =>
              slider.evaluate((el) => {
                const viewport = el.querySelector(".slider-viewport")!.getBoundingClientRect().width;
                const slide = el.querySelector(".slider-slide")!.getBoundingClientRect().width;
                return Math.round(viewport / slide);
              }),
            { message: `slides per view at ${width}px` },
          )
          .toBe(perView);
      }

      const count = vocational.length;
      const previous = page.getByRole("button", { name: lang === "ar" ? "الشريحة السابقة" : "Previous slide" });
      const next = page.getByRole("button", { name: lang === "ar" ? "الشريحة التالية" : "Next slide" });
      await expect(page.locator(".slider-pause")).toHaveCount(0);
      expect(await startSlide(page)).toBe(0);
      await page.waitForTimeout(2500);
      expect(await startSlide(page), "no autoplay under reduced motion").toBe(0);
      await next.click();
      await expect.poll(() => startSlide(page)).toBe(1);
      await previous.click();
      await expect.poll(() => startSlide(page)).toBe(0);
      await previous.click();
      await expect.poll(() => startSlide(page), { message: "loops" }).toBe(count - 1);

      // Hovering or focusing a slide shows its category's image.
      const card = (n: number) => slider.locator(".slide-card").nth(n);
      const image = (n: number) => card(n).locator(".slide-image");
      await expect(image(0)).toHaveCSS("opacity", "0");
      await card(0).hover();
      await expect(image(0)).toHaveCSS("opacity", "1");
      await page.mouse.move(0, 0);
      await expect(image(0)).toHaveCSS("opacity", "0");
      await card(1).focus();
      await expect(image(1)).toHaveCSS("opacity", "1");
      await card(1).blur();
      await expect(image(1)).toHaveCSS("opacity", "0");
      expect(problems).toEqual([]);
    });
  }

  test("autoplays every 2 s, pauses on hover, focus and the pause button", async ({ page }) => {
    const problems = watchConsole(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/en/solutions/vocational-education`);
    const slider = page.locator(".services-slider");
    await expect(slider).toHaveAttribute("data-enhanced", "true");
    // Autoplay runs only while the slider is on screen.
    await slider.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    const first = await startSlide(page);
    // The first glide starts after the 2 s rest plus the 2 s the timer allows for a glide (services-slider.tsx).
    await expect.poll(() => startSlide(page), { timeout: 10_000, message: "autoplay advances" }).not.toBe(first);

    // Hover: let the current glide settle, then nothing moves.
    await slider.locator(".slider-viewport").hover();
    await page.waitForTimeout(2300);
    const hovered = await startSlide(page);
    await page.waitForTimeout(2500);
    expect(await startSlide(page), "paused while hovered").toBe(hovered);

    // Focus inside the slider pauses too, even once the mouse has left.
    await page.mouse.move(0, 0);
    await page.getByRole("button", { name: "Next slide" }).focus();
    await page.waitForTimeout(2300);
    const focused = await startSlide(page);
    await page.waitForTimeout(2500);
    expect(await startSlide(page), "paused while focused").toBe(focused);

    // The pause button keeps it paused after focus and pointer are gone.
    const pause = page.getByRole("button", { name: "Pause the slides" });
    await pause.click();
    await expect(pause).toHaveAttribute("aria-pressed", "true");
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const paused = await startSlide(page);
    await page.waitForTimeout(2500);
    expect(await startSlide(page), "paused by the button").toBe(paused);
    expect(problems).toEqual([]);
  });

  test("rests 2000 ms between glides of 2000 ms, and stands still off screen", async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/en/solutions/vocational-education`);
    await expect(page.locator(".services-slider")).toHaveAttribute("data-enhanced", "true");
    await page.locator(".services-slider").scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    // The track's position every frame for 11 s: when it moves (more than 0.5 px a frame) and when it rests.
    const samples = await page.evaluate(
      () =>
        new Promise<Array<[number, number]>>((resolve) => {
          const track = document.querySelector<HTMLElement>(".services-slider .slider-track")!;
          const out: Array<[number, number]> = [];
          const started = performance.now();
          const step = (now: number) => {
            out.push([now, track.getBoundingClientRect().left]);
            if (now - started < 11_000) requestAnimationFrame(step);
            else resolve(out);
          };
          requestAnimationFrame(step);
        }),
    );
    const moving = samples.slice(1).map(([t, x], i) => ({ t, moving: Math.abs(x - samples[i][1]) > 0.5 }));
    // Glides as [start, end] times.
    const glides: Array<[number, number]> = [];
    for (const { t, moving: m } of moving) {
      const last = glides[glides.length - 1];
      if (m && (!last || t - last[1] > 300)) glides.push([t, t]);
      else if (m) last[1] = t;
    }
    expect(glides.length, JSON.stringify(glides)).toBeGreaterThanOrEqual(2);
    const [first, second] = glides;
    expect(first[1] - first[0], "a glide lasts about 2 s").toBeGreaterThan(1000);
    expect(first[1] - first[0], "a glide lasts about 2 s").toBeLessThan(3000);
    expect(second[0] - first[1], "the track rests about 2 s").toBeGreaterThan(1500);
    expect(second[0] - first[1], "the track rests about 2 s").toBeLessThan(3500);

    // Scrolled out of view, it stands still.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.locator(".services-slider")).not.toBeInViewport();
    await page.waitForTimeout(2500); // a glide under way may finish
    const still = await startSlide(page);
    await page.waitForTimeout(5000);
    expect(await startSlide(page), "no autoplay off screen").toBe(still);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the slides are a plain scrollable list without arrows", async ({ page }) => {
      await page.setViewportSize({ width: 576, height: 900 });
      await page.goto(`/en/solutions/vocational-education`);
      const viewport = page.locator(".slider-viewport");
      await expect(page.locator(".slider-track > li")).toHaveCount(vocational.length);
      await expect(viewport).toHaveCSS("overflow-x", "auto");
      expect(await viewport.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      await expect(page.getByRole("button", { name: "Next slide" })).toHaveCount(0);
      await viewport.scrollIntoViewIfNeeded();
      const lastSlide = page.locator(".slide-card").last();
      const inside = () =>
        lastSlide.evaluate((el) => {
          const box = el.getBoundingClientRect();
          const frame = el.closest(".slider-viewport")!.getBoundingClientRect();
          return box.left >= frame.left - 1 && box.right <= frame.right + 1;
        });
      expect(await inside()).toBe(false);
      await viewport.evaluate((el) => el.scrollBy({ left: 5000 }));
      await expect.poll(inside).toBe(true);
      await expect(lastSlide).toHaveText(vocational[vocational.length - 1].titleEn);
    });
  });
});

test.describe("vocational scroll-to-top", () => {
  test("with JavaScript it scrolls back up", async ({ page }) => {
    await page.goto("/en/solutions/vocational-education");
    const button = page.getByRole("link", { name: "Back to top" });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator("main")).toBeFocused();
  });
  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("it is a link to #main", async ({ page }) => {
      await page.goto("/ar/solutions/vocational-education");
      const link = page.getByRole("link", { name: "العودة إلى أعلى الصفحة" });
      await expect(link).toHaveAttribute("href", "#main");
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await link.click();
      await expect(page).toHaveURL(/#main$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(200);
    });
  });
});

test("exam centre: certificate cards four per row from lg, two at md, one below", async ({ page }) => {
  await page.goto("/en/educational-certificates/exam-center");
  const cards = page.locator(".card-grid .second-card");
  await expect(cards).toHaveCount(S["Certificates.GetAll"].length);
  const perRow = () =>
    cards.evaluateAll((list) => {
      const top = Math.round(list[0].getBoundingClientRect().top);
      return list.filter((card) => Math.round(card.getBoundingClientRect().top) === top).length;
    });
  for (const [width, columns] of [
    [1280, 4],
    [1024, 4],
    [800, 2],
    [375, 1],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(perRow, { message: `cards per row at ${width}px` }).toBe(columns);
  }
});

test.describe("the service areas are linked from the Solutions panel", () => {
  for (const lang of LANGS) {
    test(`Solutions panel (${lang})`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`/${lang}/solutions/k-12`);
      const nav = page.locator(".desktop-nav");
      for (const path of ["capability-building", "digital-learning", "publishing-solutions", "software-development"]) {
        await expect(nav.locator(`a[href="/${lang}/services/${path}"]`)).toHaveCount(1);
      }
    });
  }
});

test.describe("load failures show the error's message", () => {
  for (const lang of LANGS) {
    for (const path of ["solutions/corporates", "solutions/higher-education", "solutions/k-12"]) {
      test(`${path} (${lang})`, async ({ page }) => {
        const res = await page.goto(`${FAILING_SITE}/${lang}/${path}`);
        expect(res?.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        const visibleErrors = page.locator(".error-view:visible");
        await expect(visibleErrors.first()).toContainText(UPSTREAM_FAILURE_MESSAGE);
        const count = await visibleErrors.count();
        expect(count).toBeGreaterThanOrEqual(2);
        for (let i = 0; i < count; i += 1) await expect(visibleErrors.nth(i)).toContainText(UPSTREAM_FAILURE_MESSAGE);
      });
    }
  }
});

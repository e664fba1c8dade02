/** Loader helpers shared by the solution, service-area, institution and certificate routes. */
import type { AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import type { Section } from "~/content/section";
import { optional, section } from "~/content/sections.server";
import { pageTitle } from "~/content/page.server";
import { requireLang } from "~/utils/lang.server";
import type { Lang } from "~/i18n/config";
import { getFixedT } from "~/i18n/i18n.server";
import { metaDescription } from "~/utils/meta";
import type { PageMetaData } from "./meta";

type Described = { descriptionEn: string; descriptionAr: string; image?: string | null };

/** Title, meta description (from the head section, else the site default) and share image. */
export function pageMetaData(lang: Lang, title: string, head: Section<Described>): PageMetaData {
  const text = head.data ? (lang === "ar" ? head.data.descriptionAr : head.data.descriptionEn) : "";
  return {
    title,
    description: metaDescription(text) || getFixedT(lang)("meta.defaultDescription"),
    image: head.data?.image ?? null,
  };
}

/**
 * Up to two phone numbers for contact blocks: the first office's, from
 * /api/Contacts/ContactAreas. A failure only hides the phone links.
 */
export async function contactPhones(context: AppLoadContext): Promise<string[]> {
  const areas = await optional(context.content.get("Contacts.ContactAreas"));
  return areas?.[0]?.phones.slice(0, 2) ?? [];
}

/** The three pages with Services and Products tabs differ only in their endpoints. */
const TABBED_PAGES = {
  k12: {
    code: "k12",
    nav: "nav.k12",
    head: "OfferingK2.OfferingK2HeadSection",
    services: "OfferingK2.GetOfferingCategoriesServices",
    products: "OfferingK2.GetOfferingCategoriesProducts",
  },
  higherEducation: {
    code: "higherEducation",
    nav: "nav.higherEducation",
    head: "OfferingHigherEducation.OfferingHeadSection",
    services: "OfferingHigherEducation.GetOfferingCategoriesServices",
    products: "OfferingHigherEducation.GetOfferingCategoriesProducts",
  },
  publishing: {
    code: "publishing",
    nav: "nav.publishing",
    head: "OfferingPublishing.OfferingPublishingHeadSection",
    services: "OfferingPublishing.GetOfferingCategoriesServices",
    products: "OfferingPublishing.GetOfferingCategoriesProducts",
  },
} as const;

export async function loadTabbedSolution(page: keyof typeof TABBED_PAGES, { request, params, context }: LoaderFunctionArgs) {
  const e = TABBED_PAGES[page];
  const lang = requireLang(request, params);
  const [title, head, services, products] = await Promise.all([
    pageTitle(context, lang, e.code, e.nav),
    section(context.content.get(e.head)),
    section(context.content.get(e.services)),
    section(context.content.get(e.products)),
  ]);
  return { lang, title, head, services, products, meta: pageMetaData(lang, title, head) };
}

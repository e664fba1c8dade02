/** Loader helpers shared by the solution, service-area, institution and certificate routes. */
import type { AppLoadContext } from "@remix-run/node";
import type { Section } from "~/content/section";
import { optional } from "~/content/sections.server";
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
  const areas = await optional(context.content.get("Contacts.ContactAreas"), "contact areas");
  return areas?.[0]?.phones.slice(0, 2) ?? [];
}

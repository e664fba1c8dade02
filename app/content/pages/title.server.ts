import type { AppLoadContext } from "@remix-run/node";
import type { ParseKeys } from "i18next";
import { getFixedT } from "~/i18n/i18n.server";
import type { Lang } from "~/i18n/config";
import type { TitleCode } from "../title-codes";
import { section } from "../sections.server";

/** The title's code for /api/Titles/GetTitleByCode (null: none) and the dictionary key that stands in for it. */
export type PageTitle = readonly [code: TitleCode | null, fallback: ParseKeys];

/**
 * The page title from /api/Titles/GetTitleByCode, else the dictionary.
 * SPEC section 8: a failed lookup is logged and the page goes on.
 */
export async function pageTitle(
  context: AppLoadContext,
  lang: Lang,
  code: TitleCode | null,
  fallbackKey: ParseKeys,
): Promise<string> {
  const fallback = getFixedT(lang)(fallbackKey);
  if (!code) return fallback;
  const title = await section(context.content.get("Titles.GetTitleByCode", { code }));
  if (!title.data) return fallback;
  return (lang === "ar" ? title.data.titleAr : title.data.titleEn) || fallback;
}

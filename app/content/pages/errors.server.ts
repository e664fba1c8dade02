/**
 * Error pages speak through the same meta recipe: a thrown 404 carries its
 * page's meta (the route's meta export reads it from the error), and the
 * language layout returns the meta of the unexpected-error screen.
 */
import { data, type AppLoadContext } from "@remix-run/node";
import type { Lang } from "~/i18n/config";
import { getFixedT } from "~/i18n/i18n.server";
import { missingKey, type ItemKind } from "../item-kinds";
import { required } from "../sections.server";
import { pageMeta } from "./meta.server";

/** The not-found page, status 404: of the site, or of one kind of item ("This news item does not exist"). */
export function notFoundPage(context: AppLoadContext, lang: Lang, kind?: ItemKind): never {
  const t = getFixedT(lang);
  const title = `404 — ${t(kind ? missingKey(kind) : "errors.notFoundTitle")}`;
  const text = t(kind ? "pages.missing.text" : "errors.notFoundText");
  throw data({ meta: pageMeta(context, lang, { title, text, robots: "noindex" }) }, { status: 404, statusText: "Not Found" });
}

/** A details page's item: an unknown or malformed id is that kind's 404. */
export function requireItem<T>(context: AppLoadContext, lang: Lang, kind: ItemKind, item: Promise<T>): Promise<T> {
  return required(item, () => notFoundPage(context, lang, kind));
}

export function unexpectedErrorMeta(context: AppLoadContext, lang: Lang) {
  const t = getFixedT(lang);
  return pageMeta(context, lang, { title: t("errors.unexpectedTitle"), text: t("errors.unexpectedText"), robots: "noindex" });
}

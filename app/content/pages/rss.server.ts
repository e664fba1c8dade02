/** RSS 2.0 feeds of news and blog posts, one per language. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getFixedT } from "~/i18n/i18n.server";
import { requireLang } from "~/utils/lang.server";
import { stripHtml } from "~/utils/text";
import { ITEM_KINDS, itemPath } from "../item-kinds";
import { escapeXml } from "../site-map.server";
import { ARTICLE_KINDS, type ArticleKind } from "./articles.server";

export async function rssFeed({ request, params, context }: LoaderFunctionArgs, kind: ArticleKind): Promise<Response> {
  const lang = requireLang(request, params);
  const config = ARTICLE_KINDS[kind];
  const list = ITEM_KINDS[kind].list;
  const t = getFixedT(lang);
  const site = context.config.siteUrl;
  const items = await context.content.get(config.list);
  const channelTitle = `${t(config.title[1])} — ${t("brand.name")}`;
  const xml =
    `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>` +
    `<title>${escapeXml(channelTitle)}</title><link>${escapeXml(`${site}/${lang}${list}`)}</link>` +
    `<atom:link href="${escapeXml(`${site}/${lang}${list}/rss.xml`)}" rel="self" type="application/rss+xml"/>` +
    `<description>${escapeXml(t(config.intro))}</description>` +
    `<language>${lang}</language>` +
    items
      .map((item) => {
        const link = `${site}/${lang}${itemPath(kind, item.id)}`;
        const title = lang === "ar" ? item.titleAr : item.titleEn;
        const text = stripHtml(lang === "ar" ? item.descriptionAr : item.descriptionEn).slice(0, 400);
        return (
          `<item><title>${escapeXml(title)}</title><link>${escapeXml(link)}</link><guid isPermaLink="true">${escapeXml(link)}</guid>` +
          `<pubDate>${new Date(item.createdDate).toUTCString()}</pubDate><description>${escapeXml(text)}</description></item>`
        );
      })
      .join("") +
    `</channel></rss>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
  });
}

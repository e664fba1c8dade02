import { useTranslation } from "~/i18n/react";
import type { ArticleSummary } from "~/content/schemas";
import type { Lang } from "~/i18n/config";
import { formatDate, loc } from "~/utils/localize";
import { SecondCard } from "../sections/blocks";

/** A news item or blog post on a list. The description is cut to its first paragraph's text. */
export function ArticleCard({ lang, article, to }: { lang: Lang; article: ArticleSummary; to: string }) {
  const { t } = useTranslation();
  return (
    <SecondCard
      title={loc(lang, article, "title")}
      text={excerpt(loc(lang, article, "description"))}
      image={article.image}
      to={to}
      linkLabel={t("common.readMore")}
      meta={<time dateTime={article.createdDate}>{formatDate(lang, article.createdDate)}</time>}
    />
  );
}

/** The plain text of the first paragraph, shortened on a word boundary (rendered as text by React). */
export function excerpt(html: string, max = 180): string {
  const first = /<p[^>]*>([\s\S]*?)<\/p>/i.exec(html)?.[1] ?? html;
  const text = decodeEntities(first.replace(/<[^>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
  return text.length <= max ? text : `${text.slice(0, max).replace(/\s+\S*$/, "")}…`;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

import { SiteLink } from "~/components/ui/site-link";
import { useTranslation } from "~/i18n/react";
import { ITEM_KINDS, itemPath } from "~/content/item-kinds";
import type { ArticleSummary, SideSection } from "~/content/schemas";
import type { Section } from "~/content/section";
import { loaded } from "~/content/section";
import type { Lang } from "~/i18n/config";
import { formatDate, loc } from "~/utils/localize";
import type { PageMeta } from "~/utils/meta";
import { localise } from "~/utils/paths";
import { CardGrid } from "../sections/blocks";
import { PageBanner } from "../sections/page-banner";
import { SectionBand } from "../sections/section-band";
import { ArrowIcon } from "../ui/icons";
import { LazyImage } from "../ui/lazy-image";
import { RichText } from "../ui/rich-text";
import { ArticleCard } from "./article-card";
import { articleJsonLd, JsonLd } from "./json-ld";

export type ArticleKind = "news" | "blogs";

const SCHEMA_TYPE = { news: "NewsArticle", blogs: "BlogPosting" } as const;

export function ArticleList({
  kind,
  data: { lang, meta, banner, articles },
}: {
  kind: ArticleKind;
  data: { lang: Lang; meta: PageMeta; banner: string; articles: Section<ArticleSummary[]> };
}) {
  const { t } = useTranslation();
  const heading =
    kind === "news"
      ? { title: t("pages.articles.news"), intro: t("pages.articles.newsIntro") }
      : { title: t("pages.articles.blogs"), intro: t("pages.articles.blogsIntro") };
  return (
    <>
      <PageBanner meta={meta} head={loaded({ image: banner, titleEn: meta.title, titleAr: meta.title })} trail={[]} />
      <SectionBand id="articles" section={articles} heading={heading}>
        {(items) =>
          items.length === 0 ? (
            <p>{t("pages.articles.empty")}</p>
          ) : (
            <CardGrid columns={3}>
              {items.map((a) => (
                <ArticleCard key={a.id} lang={lang} article={a} to={localise(lang, itemPath(kind, a.id))} />
              ))}
            </CardGrid>
          )
        }
      </SectionBand>
    </>
  );
}

export function ArticleDetails({
  kind,
  data: { lang, meta, article, side },
}: {
  kind: ArticleKind;
  data: { lang: Lang; meta: PageMeta; article: ArticleSummary; side: SideSection | null };
}) {
  const { t } = useTranslation();
  const list = localise(lang, ITEM_KINDS[kind].list);
  return (
    <>
      <PageBanner
        meta={meta}
        head={loaded(article)}
        trail={[{ to: list, label: t(kind === "news" ? "nav.news" : "nav.blogs") }]}
      />
      <JsonLd
        data={articleJsonLd(meta.siteUrl, SCHEMA_TYPE[kind], {
          headline: meta.title,
          path: localise(lang, itemPath(kind, article.id)),
          image: article.image,
          datePublished: article.createdDate,
          publisher: meta.brand,
          lang,
        })}
      />
      <article className="page-section" aria-labelledby="article-title">
        <div className={`container detail-grid${side ? "" : " detail-grid-single"}`}>
          <div className="detail-main">
            <p className="article-date">
              <time dateTime={article.createdDate}>
                {t("pages.articles.published", { date: formatDate(lang, article.createdDate) })}
              </time>
            </p>
            <h2 id="article-title" className="article-title">
              {meta.title}
            </h2>
            <LazyImage src={article.image} alt="" width={800} height={600} className="detail-main-image" priority />
            <RichText html={loc(lang, article, "description")} className="article-body" />
            <SiteLink href={list} className="card-link back-link">
              <ArrowIcon className="back-arrow" /> {t(ITEM_KINDS[kind].back)}
            </SiteLink>
          </div>
          {side ? (
            <aside className="detail-side" aria-labelledby="side-title">
              {side.image ? <LazyImage src={side.image} alt="" width={800} height={600} /> : null}
              <h2 id="side-title" className="detail-side-title">
                {loc(lang, side, "title")}
              </h2>
              <RichText html={loc(lang, side, "description")} />
            </aside>
          ) : null}
        </div>
      </article>
    </>
  );
}

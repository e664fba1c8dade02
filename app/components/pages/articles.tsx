import { Link, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { ArticleSummary, SideSection } from "~/content/schemas";
import type { Section } from "~/content/section";
import type { Lang } from "~/i18n/config";
import { formatDate, loc } from "~/utils/localize";
import { localise } from "~/utils/paths";
import { CardGrid, TitleBlock } from "../sections/blocks";
import { SectionView } from "../sections/section-view";
import { ArrowIcon } from "../ui/icons";
import { LazyImage } from "../ui/lazy-image";
import { RichText } from "../ui/rich-text";
import { ArticleCard } from "./article-card";
import { articleJsonLd, JsonLd } from "./json-ld";
import { PageHead } from "./page-head";

export type ArticleKind = "news" | "blogs";

/** Paths and labels of the two article kinds, shared by their list and details pages. */
export const ARTICLE_KINDS = {
  news: { list: "/news", details: (id: number) => `/news/news-details/${id}`, schema: "NewsArticle", titleCode: "news" },
  blogs: { list: "/blogs", details: (id: number) => `/blogs/blogs-details/${id}`, schema: "BlogPosting", titleCode: "blogs" },
} as const;

export function ArticleList({ lang, kind, title, articles }: { lang: Lang; kind: ArticleKind; title: string; articles: Section<ArticleSummary[]> }) {
  const { t } = useTranslation();
  const image = kind === "news" ? "/images/banners/news.svg" : "/images/banners/blogs.svg";
  return (
    <>
      <PageHead lang={lang} head={{ data: { image, titleEn: title, titleAr: title }, error: null }} title={title} />
      <section className="page-section" aria-labelledby="articles-title">
        <div className="container">
          <TitleBlock id="articles-title" title={t(kind === "news" ? "pages.articles.news" : "pages.articles.blogs")} intro={t(kind === "news" ? "pages.articles.newsIntro" : "pages.articles.blogsIntro")} />
          <SectionView section={articles}>
            {(items) =>
              items.length === 0 ? (
                <p>{t("pages.articles.empty")}</p>
              ) : (
                <CardGrid columns={3}>
                  {items.map((a) => (
                    <ArticleCard key={a.id} lang={lang} article={a} to={localise(lang, ARTICLE_KINDS[kind].details(a.id))} />
                  ))}
                </CardGrid>
              )
            }
          </SectionView>
        </div>
      </section>
    </>
  );
}

export function ArticleDetails({
  lang,
  kind,
  article,
  side,
}: {
  lang: Lang;
  kind: ArticleKind;
  article: ArticleSummary;
  side: SideSection | null;
}) {
  const { t } = useTranslation();
  const layout = useRouteLoaderData<{ siteUrl: string; brand: string }>("routes/$lang");
  const title = loc(lang, article, "title");
  const listLabel = t(kind === "news" ? "nav.news" : "nav.blogs");
  return (
    <>
      <PageHead
        lang={lang}
        head={{ data: { image: article.image, titleEn: article.titleEn, titleAr: article.titleAr }, error: null }}
        title={title}
        trail={[{ to: localise(lang, ARTICLE_KINDS[kind].list), label: listLabel }]}
      />
      {layout ? (
        <JsonLd
          data={articleJsonLd(layout.siteUrl, ARTICLE_KINDS[kind].schema, {
            headline: title,
            path: localise(lang, ARTICLE_KINDS[kind].details(article.id)),
            image: article.image,
            datePublished: article.createdDate,
            publisher: layout.brand,
            lang,
          })}
        />
      ) : null}
      <article className="page-section" aria-labelledby="article-title">
        <div className={`container detail-grid${side ? "" : " detail-grid-single"}`}>
          <div className="detail-main">
            <p className="article-date">
              <time dateTime={article.createdDate}>{t("pages.articles.published", { date: formatDate(lang, article.createdDate) })}</time>
            </p>
            <h2 id="article-title" className="article-title">
              {title}
            </h2>
            <LazyImage src={article.image} alt="" width={800} height={600} className="detail-main-image" />
            <RichText html={loc(lang, article, "description")} className="article-body" />
            <Link to={localise(lang, ARTICLE_KINDS[kind].list)} className="card-link back-link">
              <ArrowIcon className="back-arrow" /> {t(kind === "news" ? "pages.articles.backToNews" : "pages.articles.backToBlogs")}
            </Link>
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

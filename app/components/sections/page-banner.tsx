import { useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { HeadSection } from "~/content/schemas";
import type { Section } from "~/content/section";
import { loc } from "~/utils/localize";
import type { PageMeta } from "~/utils/meta";
import { localise } from "~/utils/paths";
import { Breadcrumbs, type Crumb } from "../pages/breadcrumbs";
import { breadcrumbJsonLd, JsonLd } from "../pages/json-ld";
import { RichText } from "../ui/rich-text";
import { ErrorView } from "../ui/status";
import { Banner } from "./banner";

export type BannerHead = Pick<HeadSection, "image" | "titleEn" | "titleAr"> &
  Partial<Pick<HeadSection, "descriptionEn" | "descriptionAr" | "video" | "subtitleEn" | "subtitleAr">>;

/**
 * The top of every page but the home page: the banner from the page's head
 * section. When the head section failed, the page still has its h1 (the page's
 * title) above the section's error view.
 *
 * Inner pages (about, projects, news, blogs, details) pass their breadcrumb
 * trail: a compact banner, then the trail and its BreadcrumbList JSON-LD.
 * Solution and service pages pass none: the full banner, then the head's
 * description as the lead paragraph.
 */
export function PageBanner({
  meta,
  head,
  trail,
  titleLines,
}: {
  meta: Pick<PageMeta, "lang" | "title" | "siteUrl">;
  head: Section<BannerHead>;
  /** Crumbs between home and this page. */
  trail?: Crumb[];
  /** Explicit line breaks for a long title. */
  titleLines?: string[];
}) {
  const { lang, title } = meta;
  if (head.error !== null) {
    return (
      <>
        <div className="container page-fallback-head">
          <h1>{title}</h1>
          <ErrorView message={head.error} />
        </div>
        {trail ? <PageTrail meta={meta} trail={trail} /> : null}
      </>
    );
  }
  const h = head.data;
  const banner = (
    <Banner
      title={loc(lang, h, "title") || title}
      subtitle={loc(lang, { subtitleEn: h.subtitleEn ?? null, subtitleAr: h.subtitleAr ?? null }, "subtitle") || null}
      image={h.image}
      video={h.video ?? null}
      titleLines={titleLines}
      compact={trail !== undefined}
    />
  );
  if (trail) {
    return (
      <>
        {banner}
        <PageTrail meta={meta} trail={trail} />
      </>
    );
  }
  const lead = loc(
    lang,
    { descriptionEn: h.descriptionEn ?? null, descriptionAr: h.descriptionAr ?? null },
    "description",
  );
  return (
    <>
      {banner}
      {lead ? (
        <div className="container">
          <RichText html={lead} className="solution-lead" />
        </div>
      ) : null}
    </>
  );
}

function PageTrail({ meta, trail }: { meta: Pick<PageMeta, "lang" | "title" | "siteUrl">; trail: Crumb[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const crumbs: Crumb[] = [{ to: localise(meta.lang, "/home"), label: t("nav.home") }, ...trail, { label: meta.title }];
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <JsonLd
        data={breadcrumbJsonLd(
          meta.siteUrl,
          crumbs.map((c) => ({ name: c.label, path: c.to ?? pathname })),
        )}
      />
    </>
  );
}

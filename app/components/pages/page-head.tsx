import { useLocation, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { HeadSection } from "~/content/schemas";
import type { Section } from "~/content/section";
import type { Lang } from "~/i18n/config";
import { loc } from "~/utils/localize";
import { localise } from "~/utils/paths";
import { Banner } from "../sections/banner";
import { SectionView } from "../sections/section-view";
import { Breadcrumbs, type Crumb } from "./breadcrumbs";
import { breadcrumbJsonLd, JsonLd } from "./json-ld";

/**
 * The top of an inner page: its banner from the head section (or that
 * section's error view), the breadcrumb trail and its BreadcrumbList JSON-LD.
 */
export function PageHead({
  lang,
  head,
  title,
  trail,
  titleLines,
}: {
  lang: Lang;
  head: Section<Pick<HeadSection, "image" | "titleEn" | "titleAr"> & Partial<HeadSection>>;
  /** The page's own title, for the last crumb (and the heading when the head section failed). */
  title: string;
  /** Crumbs between home and this page. */
  trail?: Crumb[];
  titleLines?: string[];
}) {
  const { t } = useTranslation();
  const layout = useRouteLoaderData<{ siteUrl: string }>("routes/$lang");
  const { pathname } = useLocation();
  const crumbs: Crumb[] = [{ to: localise(lang, "/home"), label: t("nav.home") }, ...(trail ?? []), { label: title }];
  return (
    <>
      {head.error !== null ? (
        <div className="container page-title-fallback">
          <h1>{title}</h1>
        </div>
      ) : null}
      <SectionView section={head}>
        {(h) => (
          <Banner
            title={loc(lang, h, "title")}
            subtitle={h.subtitleEn !== undefined ? loc(lang, { subtitleEn: h.subtitleEn ?? null, subtitleAr: h.subtitleAr ?? null }, "subtitle") || null : null}
            image={h.image}
            video={h.video ?? null}
            titleLines={titleLines}
            compact
          />
        )}
      </SectionView>
      <Breadcrumbs items={crumbs} />
      {layout ? (
        <JsonLd
          data={breadcrumbJsonLd(
            layout.siteUrl,
            crumbs.map((c) => ({ name: c.label, path: c.to ?? pathname })),
          )}
        />
      ) : null}
    </>
  );
}

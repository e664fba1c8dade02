import type { Section } from "~/content/section";
import type { HeadSection } from "~/content/schemas";
import type { Lang } from "~/i18n/config";
import { loc } from "~/utils/localize";
import { Banner } from "../sections/banner";
import { RichText } from "../ui/rich-text";
import { ErrorView } from "../ui/status";

type Head = Pick<HeadSection, "titleEn" | "titleAr" | "descriptionEn" | "descriptionAr" | "image" | "video" | "subtitleEn" | "subtitleAr">;

/**
 * The page's banner from its head section, with the head's description as a
 * lead paragraph. When the head fails the page still has its h1 (the page
 * title) above the section's error view.
 */
export function PageBanner({ lang, head, fallbackTitle }: { lang: Lang; head: Section<Head>; fallbackTitle: string }) {
  if (head.error !== null) {
    return (
      <div className="container solution-fallback-head">
        <h1>{fallbackTitle}</h1>
        <ErrorView message={head.error} />
      </div>
    );
  }
  const description = loc(lang, head.data, "description");
  return (
    <>
      <Banner
        title={loc(lang, head.data, "title") || fallbackTitle}
        subtitle={loc(lang, head.data, "subtitle") || null}
        image={head.data.image}
        video={head.data.video}
      />
      {description ? (
        <div className="container">
          <RichText html={description} className="solution-lead" />
        </div>
      ) : null}
    </>
  );
}

import { useTranslation } from "~/i18n/react";
import type { ProjectDetails } from "~/content/schemas";
import type { Lang } from "~/i18n/config";
import { loc } from "~/utils/localize";
import { HalfSection } from "../sections/blocks";
import { LazyImage } from "../ui/lazy-image";
import { RichText } from "../ui/rich-text";

/** SPEC: project 10 uses a different description layout. */
export const GRID_LAYOUT_PROJECT = 10;

type Block = ProjectDetails["projectDetailsDescriptionDTOs"][number];

function Logos({ block, label }: { block: Block; label: string }) {
  if (block.projectDetailsDescriptionLogosDTOs.length === 0) return null;
  return (
    <ul className="project-logos" aria-label={label}>
      {block.projectDetailsDescriptionLogosDTOs.map((logo, i) => (
        <li key={i}>
          <LazyImage src={logo.image} alt="" width={160} height={80} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The project's description blocks: alternating image-and-text halves, or for
 * project 10 a grid of numbered panels with their partner logos.
 */
export function ProjectDescriptions({ lang, projectId, blocks }: { lang: Lang; projectId: number; blocks: Block[] }) {
  const { t } = useTranslation();
  if (projectId === GRID_LAYOUT_PROJECT) {
    return (
      <section className="page-section" aria-labelledby="overview-title" data-layout="grid">
        <div className="container">
          <h2 id="overview-title">{t("pages.projects.overview")}</h2>
          <ol className="project-panels">
            {blocks.map((b, i) => (
              <li key={b.id} className="project-panel">
                <span className="project-panel-number" aria-hidden="true">
                  {String(i + 1).padStart(2, "0")}
                </span>
                <h3>{loc(lang, b, "title")}</h3>
                {b.image ? (
                  <LazyImage src={b.image} alt="" width={800} height={600} className="project-panel-image" />
                ) : null}
                <RichText html={loc(lang, b, "description")} />
                <Logos block={b} label={t("pages.projects.partners")} />
              </li>
            ))}
          </ol>
        </div>
      </section>
    );
  }
  return (
    <div data-layout="halves">
      {blocks.map((b, i) => (
        <HalfSection
          key={b.id}
          id={`description-${b.id}`}
          title={loc(lang, b, "title")}
          html={loc(lang, b, "description")}
          image={b.image}
          reverse={i % 2 === 1}
        >
          <Logos block={b} label={t("pages.projects.partners")} />
        </HalfSection>
      ))}
    </div>
  );
}

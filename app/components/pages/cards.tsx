import { useTranslation } from "~/i18n/react";
import { responsiveImage } from "~/images/image-address";
import { itemPath } from "~/content/item-kinds";
import type { Card, ProjectSummary } from "~/content/schemas";
import type { Lang } from "~/i18n/config";
import { loc } from "~/utils/localize";
import { localise } from "~/utils/paths";
import { stripHtml } from "~/utils/text";
import { LineBox, SecondCard } from "../sections/blocks";
import { Reveal } from "../ui/reveal";

/** Cards that lead on ("Learn more") where the item has a link: what we do, latest additions. */
export function CardLinks({ lang, items }: { lang: Lang; items: readonly Card[] }) {
  const { t } = useTranslation();
  return items.map((item) => (
    <SecondCard
      key={item.id}
      title={loc(lang, item, "title")}
      html={loc(lang, item, "description")}
      image={item.image}
      to={item.link ? localise(lang, item.link) : null}
      linkLabel={t("common.learnMore")}
    />
  ));
}

/** Titled texts with an accent line: what we do, our values. */
export function LineBoxes({ lang, items }: { lang: Lang; items: readonly Card[] }) {
  return items.map((item) => (
    <LineBox key={item.id} title={loc(lang, item, "title")} html={loc(lang, item, "description")} icon={item.image} />
  ));
}

/**
 * A card with a small icon, a title and plain text: who we serve (`serve-card`),
 * what we bring (`bring-card`, which enters with an animation).
 */
export function IconCard({
  lang,
  item,
  className,
  revealDelay,
}: {
  lang: Lang;
  item: Card;
  className: string;
  revealDelay?: 500 | 750;
}) {
  const body = (
    <>
      {item.image ? (
        <img {...responsiveImage(item.image, 64, "64px")} alt="" width={64} height={64} loading="lazy" />
      ) : null}
      <h3>{loc(lang, item, "title")}</h3>
      <p>{stripHtml(loc(lang, item, "description"))}</p>
    </>
  );
  if (!revealDelay) return <div className={className}>{body}</div>;
  return (
    <Reveal className={className} duration={1000} delay={revealDelay}>
      {body}
    </Reveal>
  );
}

/** A project on a list, leading to its details page. */
export function ProjectCard({ lang, project }: { lang: Lang; project: ProjectSummary }) {
  const { t } = useTranslation();
  return (
    <SecondCard
      title={loc(lang, project, "title")}
      html={loc(lang, project, "description")}
      image={project.image}
      to={localise(lang, itemPath("projects", project.id))}
      linkLabel={t("pages.projects.viewProject")}
    />
  );
}

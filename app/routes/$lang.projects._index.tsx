import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { sectionPage } from "~/content/pages/section-page";
import { ProjectCard } from "~/components/pages/cards";
import { PageBanner } from "~/components/sections/page-banner";
import { HalfSectionBand, SectionBand } from "~/components/sections/section-band";
import { contentPageStyles } from "~/utils/route-styles";

export const { links, handle } = contentPageStyles;

export const { loader, meta } = sectionPage(["projects", "nav.projects"], {
  head: "ProjectsPage.ProjectPageHeadSection",
  second: "ProjectsPage.ProjectPageSecondSection",
  projects: "ProjectsPage.GetAll",
});

export default function Projects() {
  const { lang, meta, head, second, projects } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <PageBanner meta={meta} head={head} trail={[]} />
      <HalfSectionBand lang={lang} section={second} id="projects-intro" />
      <SectionBand
        id="projects-list"
        tinted
        section={projects}
        heading={{ title: t("pages.projects.title"), intro: t("pages.projects.intro") }}
        grid={3}
      >
        {(items) => items.map((p) => <ProjectCard key={p.id} lang={lang} project={p} />)}
      </SectionBand>
    </>
  );
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { requireItem } from "~/content/pages/errors.server";
import { pageMeta } from "~/content/pages/meta.server";
import { optional } from "~/content/sections.server";
import { loaded } from "~/content/section";
import { GeneralErrorBoundary } from "~/components/layout/error-boundary";
import { ItemNotFoundView } from "~/components/layout/error-page";
import { PageBanner } from "~/components/sections/page-banner";
import { Band } from "~/components/sections/section-band";
import { ContactCta } from "~/components/sections/contact-block";
import { ProjectDescriptions } from "~/components/pages/project-descriptions";
import { LazyImage } from "~/components/ui/lazy-image";
import { RichText } from "~/components/ui/rich-text";
import { requireLang } from "~/utils/lang.server";
import { loc } from "~/utils/localize";
import { routeMeta } from "~/utils/meta";
import { localise } from "~/utils/paths";
import { projectTitleLines } from "~/utils/project-title";
import { contentPageStyles } from "~/utils/route-styles";

export const { links, handle } = contentPageStyles;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const lang = requireLang(request, params);
  const id = params.id ?? "";
  const [project, latest] = await Promise.all([
    requireItem(context, lang, "projects", context.content.get("ProjectsPage.GetProject", { id })),
    // SPEC section 8: a failed latest-project-section fetch is only logged; nothing is shown.
    optional(context.content.get("Projects.GetLatestProjectSection", { id })),
  ]);
  const title = lang === "ar" ? project.projectTitleAr : project.projectTitleEN;
  const first = project.projectDetailsDescriptionDTOs[0];
  const text = latest ? loc(lang, latest, "shortDescription") : first ? loc(lang, first, "description") : null;
  return { lang, project, latest, meta: pageMeta(context, lang, { title, text, image: project.projectHeader.image }) };
}

export const meta = routeMeta;

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: () => <ItemNotFoundView kind="projects" /> }} />;
}

export default function ProjectDetails() {
  const { lang, project, latest, meta } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const includesTitle = lang === "ar" ? project.includesTitleAr : project.includesTitleEn;
  return (
    <>
      <PageBanner
        meta={meta}
        head={loaded(project.projectHeader)}
        titleLines={projectTitleLines(project.id, lang, loc(lang, project.projectHeader, "title"))}
        trail={[{ to: localise(lang, "/projects"), label: t("nav.projects") }]}
      />
      <ProjectDescriptions lang={lang} projectId={project.id} blocks={project.projectDetailsDescriptionDTOs} />

      {project.projectDetailsIncludesDtos.length > 0 ? (
        <Band id="includes" tinted heading={{ title: includesTitle ?? t("pages.projects.includes") }}>
          <ul className="includes-list">
            {project.projectDetailsIncludesDtos.map((item) => (
              <li key={item.id}>{loc(lang, item, "title")}</li>
            ))}
          </ul>
        </Band>
      ) : null}

      {latest ? (
        <Band id="latest" narrow heading={{ title: t("pages.projects.latest") }}>
          <RichText html={loc(lang, latest, "shortDescription")} className="lead" />
        </Band>
      ) : null}

      {project.projectDetailsStatisticsDtos.length > 0 ? (
        <Band id="results" tinted heading={{ title: t("pages.projects.results"), align: "center" }}>
          <ul className="stat-cards">
            {project.projectDetailsStatisticsDtos.map((s) => (
              <li key={s.id} className="stat-card">
                {s.image ? <LazyImage src={s.image} alt="" width={64} height={64} /> : null}
                <span className="stat-number">{s.number}</span>
                <span className="stat-title">{loc(lang, s, "title")}</span>
              </li>
            ))}
          </ul>
        </Band>
      ) : null}
      <ContactCta lang={lang} />
    </>
  );
}

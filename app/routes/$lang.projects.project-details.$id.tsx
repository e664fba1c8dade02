import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { optional, required } from "~/content/sections.server";
import { TitleBlock } from "~/components/sections/blocks";
import { PageHead } from "~/components/pages/page-head";
import { ProjectDescriptions } from "~/components/pages/project-descriptions";
import { LazyImage } from "~/components/ui/lazy-image";
import { RichText } from "~/components/ui/rich-text";
import { ContactCta } from "~/components/sections/contact-block";
import { requireLang } from "~/utils/lang.server";
import { loc } from "~/utils/localize";
import { metaDescription, pageMeta } from "~/utils/meta";
import { localise } from "~/utils/paths";
import { projectTitleLines } from "~/utils/project-title";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const lang = requireLang(request, params);
  const id = params.id ?? "";
  const [project, latest] = await Promise.all([
    required(context.content.get("ProjectsPage.GetProject", { id })),
    // SPEC section 8: a failed latest-project-section fetch is only logged; nothing is shown.
    optional(context.content.get("Projects.GetLatestProjectSection", { id })),
  ]);
  return { lang, project, latest };
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const d = args.data;
  if (!d) return [];
  const p = d.project;
  const title = d.lang === "ar" ? p.projectTitleAr : p.projectTitleEN;
  const first = p.projectDetailsDescriptionDTOs[0];
  return pageMeta(args, {
    title,
    description: metaDescription(d.latest ? loc(d.lang, d.latest, "shortDescription") : first ? loc(d.lang, first, "description") : title),
    image: p.projectHeader.image,
  });
};

export default function ProjectDetails() {
  const { lang, project, latest } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const title = lang === "ar" ? project.projectTitleAr : project.projectTitleEN;
  const headerTitle = loc(lang, project.projectHeader, "title");
  const includesTitle = lang === "ar" ? project.includesTitleAr : project.includesTitleEn;
  return (
    <>
      <PageHead
        lang={lang}
        head={{ data: project.projectHeader, error: null }}
        title={title}
        titleLines={projectTitleLines(project.id, lang, headerTitle)}
        trail={[{ to: localise(lang, "/projects"), label: t("nav.projects") }]}
      />
      <ProjectDescriptions lang={lang} projectId={project.id} blocks={project.projectDetailsDescriptionDTOs} />

      {project.projectDetailsIncludesDtos.length > 0 ? (
        <section className="page-section tinted" aria-labelledby="includes-title">
          <div className="container">
            <TitleBlock id="includes-title" title={includesTitle ?? t("pages.projects.includes")} />
            <ul className="includes-list">
              {project.projectDetailsIncludesDtos.map((item) => (
                <li key={item.id}>{loc(lang, item, "title")}</li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      {latest ? (
        <section className="page-section" aria-labelledby="latest-title">
          <div className="container narrow">
            <TitleBlock id="latest-title" title={t("pages.projects.latest")} />
            <RichText html={loc(lang, latest, "shortDescription")} className="lead" />
          </div>
        </section>
      ) : null}

      {project.projectDetailsStatisticsDtos.length > 0 ? (
        <section className="page-section tinted" aria-labelledby="results-title">
          <div className="container">
            <TitleBlock id="results-title" title={t("pages.projects.results")} align="center" />
            <ul className="stat-cards">
              {project.projectDetailsStatisticsDtos.map((s) => (
                <li key={s.id} className="stat-card">
                  {s.image ? <LazyImage src={s.image} alt="" width={64} height={64} /> : null}
                  <span className="stat-number">{s.number}</span>
                  <span className="stat-title">{loc(lang, s, "title")}</span>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      <ContactCta lang={lang} />
    </>
  );
}

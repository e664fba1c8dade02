import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { pageTitle } from "~/content/page.server";
import { section } from "~/content/sections.server";
import { CardGrid, HalfSection, SecondCard, TitleBlock } from "~/components/sections/blocks";
import { SectionView } from "~/components/sections/section-view";
import { PageHead } from "~/components/pages/page-head";
import { requireLang } from "~/utils/lang.server";
import { loc } from "~/utils/localize";
import { headedPageMeta } from "~/utils/meta";
import { localise } from "~/utils/paths";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const lang = requireLang(request, params);
  const [title, head, second, projects] = await Promise.all([
    pageTitle(context, lang, "projects", "nav.projects"),
    section(context.content.get("ProjectsPage.ProjectPageHeadSection")),
    section(context.content.get("ProjectsPage.ProjectPageSecondSection")),
    section(context.content.get("ProjectsPage.GetAll")),
  ]);
  return { lang, title, head, second, projects };
}

export const meta: MetaFunction<typeof loader> = headedPageMeta;

export default function Projects() {
  const { lang, title, head, second, projects } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <PageHead lang={lang} head={head} title={title} />
      <SectionView section={second}>
        {(s) => <HalfSection id="projects-intro" title={loc(lang, s, "title")} html={loc(lang, s, "description")} image={s.image} />}
      </SectionView>
      <section className="page-section tinted" aria-labelledby="projects-list-title">
        <div className="container">
          <TitleBlock id="projects-list-title" title={t("pages.projects.title")} intro={t("pages.projects.intro")} />
          <SectionView section={projects}>
            {(items) => (
              <CardGrid columns={3}>
                {items.map((p) => (
                  <SecondCard
                    key={p.id}
                    title={loc(lang, p, "title")}
                    html={loc(lang, p, "description")}
                    image={p.image}
                    to={localise(lang, `/projects/project-details/${p.id}`)}
                    linkLabel={t("pages.projects.viewProject")}
                  />
                ))}
              </CardGrid>
            )}
          </SectionView>
        </div>
      </section>
    </>
  );
}

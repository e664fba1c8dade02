import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { pageTitle } from "~/content/page.server";
import { section } from "~/content/sections.server";
import { CardGrid, SecondCard, TitleBlock } from "~/components/sections/blocks";
import { SectionView } from "~/components/sections/section-view";
import { PageHead } from "~/components/pages/page-head";
import { LazyImage } from "~/components/ui/lazy-image";
import { RichText } from "~/components/ui/rich-text";
import { requireLang } from "~/utils/lang.server";
import { loc } from "~/utils/localize";
import { headedPageMeta } from "~/utils/meta";
import { localise } from "~/utils/paths";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const lang = requireLang(request, params);
  const c = context.content;
  const [title, head, text1, steps, text2, projects] = await Promise.all([
    pageTitle(context, lang, "socialImpact", "nav.socialImpact"),
    section(c.get("Sustainability.SustainabilityHeadSection")),
    section(c.get("Sustainability.SustainabilityText1")),
    section(c.get("Sustainability.GetSunSteps")),
    section(c.get("Sustainability.SustainabilityText2")),
    section(c.get("Sustainability.GetSunProjects")),
  ]);
  return { lang, title, head, text1, steps, text2, projects };
}

export const meta: MetaFunction<typeof loader> = headedPageMeta;

export default function SocialImpact() {
  const { lang, title, head, text1, steps, text2, projects } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <PageHead lang={lang} head={head} title={title} trail={[{ label: t("nav.about") }]} />
      <section className="page-section" aria-label={t("pages.about.socialImpact")}>
        <div className="container narrow">
          <SectionView section={text1}>{(s) => <RichText html={loc(lang, s, "description")} className="lead" />}</SectionView>
        </div>
      </section>
      <section className="page-section tinted" aria-labelledby="steps-title">
        <div className="container">
          <TitleBlock id="steps-title" title={t("pages.about.steps")} align="center" />
          <SectionView section={steps}>
            {(items) => (
              <ol className="steps">
                {items.map((s) => (
                  <li key={s.id} className="step">
                    <LazyImage src={s.image} alt="" width={120} height={120} />
                    {/* Spoken as "Step 1": a plain span cannot carry aria-label (ARIA forbids naming generic elements). */}
                    <span className="visually-hidden">{t("pages.about.stepLabel", { number: s.number })}</span>
                    <span className="step-number" aria-hidden="true">
                      {s.number}
                    </span>
                    <h3>{loc(lang, s, "title")}</h3>
                  </li>
                ))}
              </ol>
            )}
          </SectionView>
        </div>
      </section>
      <section className="page-section" aria-label={t("pages.about.socialImpact")}>
        <div className="container narrow">
          <SectionView section={text2}>{(s) => <RichText html={loc(lang, s, "description")} className="lead" />}</SectionView>
        </div>
      </section>
      <section className="page-section tinted" aria-labelledby="impact-projects-title">
        <div className="container">
          <TitleBlock id="impact-projects-title" title={t("pages.about.impactProjects")} />
          <SectionView section={projects}>
            {(items) => (
              <CardGrid columns={3}>
                {items.map((p) => (
                  <SecondCard
                    key={p.id}
                    title={loc(lang, p, "title")}
                    text={firstSentence(loc(lang, p, "description"))}
                    image={p.image}
                    to={localise(lang, `/about/social-impact/projects/${p.id}`)}
                    linkLabel={t("common.readMore")}
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

function firstSentence(html: string): string {
  const text = html.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim();
  const end = text.search(/[.!؟?](\s|$)/);
  return end > 0 ? text.slice(0, end + 1) : text;
}

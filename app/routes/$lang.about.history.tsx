import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { pageTitle } from "~/content/page.server";
import { section } from "~/content/sections.server";
import { HalfSection, TitleBlock } from "~/components/sections/blocks";
import { SectionView } from "~/components/sections/section-view";
import { PageHead } from "~/components/pages/page-head";
import { LazyImage } from "~/components/ui/lazy-image";
import { RichText } from "~/components/ui/rich-text";
import { requireLang } from "~/utils/lang.server";
import { loc } from "~/utils/localize";
import { headedPageMeta } from "~/utils/meta";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const lang = requireLang(request, params);
  const [title, head, story, years] = await Promise.all([
    pageTitle(context, lang, "history", "nav.history"),
    section(context.content.get("History.headSection")),
    section(context.content.get("History.historystorySection")),
    section(context.content.get("History.historyyears")),
  ]);
  return { lang, title, head, story, years };
}

export const meta: MetaFunction<typeof loader> = headedPageMeta;

export default function History() {
  const { lang, title, head, story, years } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <PageHead lang={lang} head={head} title={title} trail={[{ label: t("nav.about") }]} />
      <SectionView section={story}>
        {(s) => <HalfSection id="story" eyebrow={t("pages.about.history")} title={loc(lang, s, "title")} html={loc(lang, s, "description")} image={s.image} />}
      </SectionView>
      <section className="page-section tinted" aria-labelledby="milestones-title">
        <div className="container">
          <TitleBlock id="milestones-title" title={t("pages.about.milestones")} />
          <SectionView section={years}>
            {(items) => (
              <ol className="timeline">
                {items.map((y) => (
                  <li key={y.id} className="timeline-item">
                    <span className="timeline-year">{y.year}</span>
                    <div className="timeline-body">
                      <h3>{loc(lang, y, "title")}</h3>
                      <RichText html={loc(lang, y, "description")} />
                    </div>
                    {y.image ? <LazyImage src={y.image} alt="" width={800} height={600} className="timeline-image" /> : null}
                  </li>
                ))}
              </ol>
            )}
          </SectionView>
        </div>
      </section>
    </>
  );
}

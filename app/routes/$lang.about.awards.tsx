import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { pageTitle } from "~/content/page.server";
import { section } from "~/content/sections.server";
import { CardGrid, SecondCard, TitleBlock } from "~/components/sections/blocks";
import { SectionView } from "~/components/sections/section-view";
import { PageHead } from "~/components/pages/page-head";
import { PartnersStrip } from "~/components/pages/partners-strip";
import { requireLang } from "~/utils/lang.server";
import { loc } from "~/utils/localize";
import { headedPageMeta } from "~/utils/meta";
import { localise } from "~/utils/paths";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const lang = requireLang(request, params);
  const [title, head, awards, partners] = await Promise.all([
    pageTitle(context, lang, "awards", "nav.awards"),
    section(context.content.get("Award.headSection")),
    section(context.content.get("Award.awards")),
    section(context.content.get("Award.awardspartner")),
  ]);
  return { lang, title, head, awards, partners };
}

export const meta: MetaFunction<typeof loader> = headedPageMeta;

export default function Awards() {
  const { lang, title, head, awards, partners } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <PageHead lang={lang} head={head} title={title} trail={[{ label: t("nav.about") }]} />
      <section className="page-section" aria-labelledby="awards-title">
        <div className="container">
          <TitleBlock id="awards-title" title={t("pages.about.awards")} />
          <SectionView section={awards}>
            {(items) => (
              <CardGrid>
                {items.map((a) => (
                  <SecondCard
                    key={a.id}
                    title={loc(lang, a, "title")}
                    html={loc(lang, a, "description")}
                    image={a.image}
                    meta={<span className="award-year">{a.year}</span>}
                    to={a.link ? localise(lang, a.link) : null}
                    linkLabel={t("common.learnMore")}
                  />
                ))}
              </CardGrid>
            )}
          </SectionView>
        </div>
      </section>
      <section className="page-section tinted" aria-labelledby="award-partners-title">
        <div className="container">
          <TitleBlock id="award-partners-title" title={t("pages.about.awardPartners")} align="center" />
          <SectionView section={partners}>{(items) => <PartnersStrip lang={lang} partners={items} />}</SectionView>
        </div>
      </section>
    </>
  );
}

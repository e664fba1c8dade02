import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { pageTitle } from "~/content/page.server";
import { section } from "~/content/sections.server";
import { CardGrid, HalfSection, LineBox, NumberedBox, TitleBlock } from "~/components/sections/blocks";
import { SectionView } from "~/components/sections/section-view";
import { PageHead } from "~/components/pages/page-head";
import { PartnersStrip } from "~/components/pages/partners-strip";
import { Reveal } from "~/components/ui/reveal";
import { requireLang } from "~/utils/lang.server";
import { loc } from "~/utils/localize";
import { stripHtml } from "~/utils/text";
import { headedPageMeta } from "~/utils/meta";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const lang = requireLang(request, params);
  const c = context.content;
  const [title, head, purpose, whatWeDo, whatWeBring, values, figures, partnersHead, partners] = await Promise.all([
    pageTitle(context, lang, "groupOverview", "nav.groupOverview"),
    section(c.get("About.headSection")),
    section(c.get("About.purposeSection")),
    section(c.get("About.whatwedoSection")),
    section(c.get("About.whatwebrings")),
    section(c.get("About.values")),
    section(c.get("About.figures")),
    section(c.get("About.OverViewPartnersHeadSection")),
    section(c.get("About.GetOverViewPartners")),
  ]);
  return { lang, title, head, purpose, whatWeDo, whatWeBring, values, figures, partnersHead, partners };
}

export const meta: MetaFunction<typeof loader> = headedPageMeta;

export default function GroupOverview() {
  const d = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { lang } = d;
  return (
    <>
      <PageHead lang={lang} head={d.head} title={d.title} trail={[{ label: t("nav.about") }]} />

      {/* SPEC anchors: headerpurpose, whatWeDo, ourBrings, OurValues, figures, OurPartners */}
      <div id="headerpurpose">
        <SectionView section={d.purpose}>
          {(p) => <HalfSection eyebrow={t("pages.about.purpose")} title={loc(lang, p, "title")} html={loc(lang, p, "description")} image={p.image} />}
        </SectionView>
      </div>

      <section id="whatWeDo" className="page-section tinted" aria-labelledby="whatWeDo-title">
        <div className="container">
          <SectionView section={d.whatWeDo}>
            {(s) => (
              <>
                <TitleBlock id="whatWeDo-title" eyebrow={t("pages.about.whatWeDo")} title={loc(lang, s, "title")} intro={loc(lang, s, "description")} />
                <CardGrid columns={3}>
                  {s.items.map((item) => (
                    <LineBox key={item.id} title={loc(lang, item, "title")} html={loc(lang, item, "description")} icon={item.image} />
                  ))}
                </CardGrid>
              </>
            )}
          </SectionView>
        </div>
      </section>

      <section id="ourBrings" className="page-section" aria-labelledby="ourBrings-title">
        <div className="container">
          <SectionView section={d.whatWeBring}>
            {(s) => (
              <>
                <TitleBlock id="ourBrings-title" eyebrow={t("pages.about.whatWeBring")} title={loc(lang, s, "title")} intro={loc(lang, s, "description")} />
                <CardGrid>
                  {s.items.map((item, i) => (
                    <Reveal key={item.id} className="bring-card" duration={1000} delay={i % 2 ? 750 : 500}>
                      {item.image ? <img src={item.image} alt="" width={64} height={64} loading="lazy" /> : null}
                      <h3>{loc(lang, item, "title")}</h3>
                      <p>{stripHtml(loc(lang, item, "description"))}</p>
                    </Reveal>
                  ))}
                </CardGrid>
              </>
            )}
          </SectionView>
        </div>
      </section>

      <section id="OurValues" className="page-section tinted" aria-labelledby="OurValues-title">
        <div className="container">
          <SectionView section={d.values}>
            {(s) => (
              <>
                <TitleBlock id="OurValues-title" eyebrow={t("pages.about.values")} title={loc(lang, s, "title")} intro={loc(lang, s, "description")} />
                <CardGrid columns={3}>
                  {s.items.map((item) => (
                    <LineBox key={item.id} title={loc(lang, item, "title")} html={loc(lang, item, "description")} icon={item.image} />
                  ))}
                </CardGrid>
              </>
            )}
          </SectionView>
        </div>
      </section>

      <section id="figures" className="page-section" aria-labelledby="figures-title">
        <div className="container">
          <SectionView section={d.figures}>
            {(s) => (
              <>
                <TitleBlock id="figures-title" eyebrow={t("pages.about.figures")} title={loc(lang, s, "title")} intro={loc(lang, s, "description")} align="center" />
                <div className="figures-grid">
                  {s.items.map((f) => (
                    <NumberedBox key={f.id} number={f.number} title={loc(lang, f, "title")} image={f.image} />
                  ))}
                </div>
              </>
            )}
          </SectionView>
        </div>
      </section>

      <section id="OurPartners" className="page-section tinted" aria-labelledby="OurPartners-title">
        <div className="container">
          <SectionView section={d.partnersHead}>
            {(s) => <TitleBlock id="OurPartners-title" eyebrow={t("pages.about.partners")} title={loc(lang, s, "title")} intro={loc(lang, s, "description")} align="center" />}
          </SectionView>
          <SectionView section={d.partners}>{(partners) => <PartnersStrip lang={lang} partners={partners} />}</SectionView>
        </div>
      </section>
    </>
  );
}

import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { pageTitle } from "~/content/page.server";
import { section } from "~/content/sections.server";
import { HalfSection, TitleBlock } from "~/components/sections/blocks";
import { SectionView } from "~/components/sections/section-view";
import { PageHead } from "~/components/pages/page-head";
import { CountriesMap } from "~/components/pages/countries-map";
import { requireLang } from "~/utils/lang.server";
import { loc } from "~/utils/localize";
import { metaDescription, pageMeta } from "~/utils/meta";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const lang = requireLang(request, params);
  const [title, head, countries, text] = await Promise.all([
    pageTitle(context, lang, "markets", "nav.markets"),
    section(context.content.get("Marketings.headSection")),
    section(context.content.get("Marketings.countries")),
    section(context.content.get("Marketings.textSection")),
  ]);
  return { lang, title, head, countries, text };
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const d = args.data;
  const text = d?.text.data;
  return pageMeta(args, { title: d?.title ?? "", description: text && d ? metaDescription(loc(d.lang, text, "description")) : d?.title ?? "", image: d?.head.data?.image });
};

export default function Markets() {
  const { lang, title, head, countries, text } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <PageHead lang={lang} head={head} title={title} trail={[{ label: t("nav.about") }]} />
      <SectionView section={text}>
        {(s) => <HalfSection id="map-copy" eyebrow={t("pages.about.markets")} title={loc(lang, s, "title")} html={loc(lang, s, "description")} image={s.image} />}
      </SectionView>
      <section className="page-section tinted" aria-labelledby="countries-title">
        <div className="container">
          <TitleBlock id="countries-title" title={t("pages.about.countries")} />
          <SectionView section={countries}>
            {(list) => (
              <div className="markets-grid">
                <CountriesMap lang={lang} countries={list} label={t("pages.about.mapLabel")} />
                <ul className="country-list">
                  {list.map((c) => (
                    <li key={c.id}>
                      <span className="country-code" aria-hidden="true">
                        {c.code}
                      </span>
                      {lang === "ar" ? c.nameAr : c.nameEn}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </SectionView>
        </div>
      </section>
    </>
  );
}

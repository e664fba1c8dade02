import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { pageTitle } from "~/content/page.server";
import { section } from "~/content/sections.server";
import { Banner } from "~/components/sections/banner";
import { CardGrid, HalfSection, SecondCard, TitleBlock } from "~/components/sections/blocks";
import { SectionView } from "~/components/sections/section-view";
import { ArticleCard } from "~/components/pages/article-card";
import { PartnersStrip } from "~/components/pages/partners-strip";
import { requireLang } from "~/utils/lang.server";
import { loc } from "~/utils/localize";
import { stripHtml } from "~/utils/text";
import { metaDescription, pageMeta } from "~/utils/meta";
import { localise } from "~/utils/paths";
import { Link } from "@remix-run/react";
import { ArrowIcon } from "~/components/ui/icons";
import { organizationJsonLd, JsonLd } from "~/components/pages/json-ld";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const lang = requireLang(request, params);
  const c = context.content;
  const [title, head, about, whoWeServe, whatWeDo, latestProjects, latestAdditions, latestNews, partners] = await Promise.all([
    pageTitle(context, lang, "home", "pages.home.title"),
    section(c.get("home.headSection")),
    section(c.get("home.aboutSection")),
    section(c.get("home.whoweserve")),
    section(c.get("WhatWeDo.GetAll")),
    section(c.get("home.latestprojects")),
    section(c.get("home.latestadditions")),
    section(c.get("home.latestnews")),
    section(c.get("About.GetOverViewPartners")),
  ]);
  return { lang, title, head, about, whoWeServe, whatWeDo, latestProjects, latestAdditions, latestNews, partners, siteUrl: context.config.siteUrl };
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const d = args.data;
  const head = d?.head.data;
  return pageMeta(args, {
    title: d?.title ?? "",
    description: head && d ? metaDescription(loc(d.lang, head, "description")) : "",
    image: head?.image,
  });
};

export default function Home() {
  const d = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { lang } = d;
  const to = (path: string) => localise(lang, path);
  return (
    <>
      <JsonLd data={organizationJsonLd(d.siteUrl, lang, t("brand.name"))} />
      <SectionView section={d.head}>
        {(head) => (
          <Banner
            title={loc(lang, head, "title")}
            subtitle={loc(lang, head, "subtitle") || loc(lang, head, "description")}
            image={head.image}
            video={head.video}
            link={{ to: to("/about/group-overview"), label: t("pages.home.discover") }}
          />
        )}
      </SectionView>

      <SectionView section={d.about}>
        {(about) => (
          <HalfSection
            id="about"
            eyebrow={t("pages.home.about")}
            title={loc(lang, about, "title")}
            html={loc(lang, about, "description")}
            image={about.image}
            link={{ to: to("/about/group-overview"), label: t("common.learnMore") }}
          />
        )}
      </SectionView>

      <section className="page-section tinted" aria-labelledby="who-we-serve-title">
        <div className="container">
          <SectionView section={d.whoWeServe}>
            {(who) => (
              <>
                <TitleBlock id="who-we-serve-title" eyebrow={t("pages.home.whoWeServe")} title={loc(lang, who, "title")} intro={loc(lang, who, "description")} />
                <CardGrid>
                  {who.items.map((item) => (
                    <div key={item.id} className="serve-card">
                      {item.image ? <img src={item.image} alt="" width={64} height={64} loading="lazy" /> : null}
                      <h3>{loc(lang, item, "title")}</h3>
                      <p>{stripHtml(loc(lang, item, "description"))}</p>
                    </div>
                  ))}
                </CardGrid>
              </>
            )}
          </SectionView>
        </div>
      </section>

      <section className="page-section" aria-labelledby="what-we-do-title">
        <div className="container">
          <TitleBlock id="what-we-do-title" title={t("pages.home.whatWeDo")} />
          <SectionView section={d.whatWeDo}>
            {(items) => (
              <CardGrid columns={3}>
                {items.map((item) => (
                  <SecondCard
                    key={item.id}
                    title={loc(lang, item, "title")}
                    html={loc(lang, item, "description")}
                    image={item.image}
                    to={item.link ? to(item.link) : null}
                    linkLabel={t("common.learnMore")}
                  />
                ))}
              </CardGrid>
            )}
          </SectionView>
        </div>
      </section>

      <section className="page-section tinted" aria-labelledby="latest-projects-title">
        <div className="container">
          <SectionView section={d.latestProjects}>
            {(latest) => (
              <>
                <TitleBlock id="latest-projects-title" eyebrow={t("pages.home.latestProjects")} title={loc(lang, latest, "title")} intro={loc(lang, latest, "description")} />
                <CardGrid columns={3}>
                  {latest.items.map((p) => (
                    <SecondCard
                      key={p.id}
                      title={loc(lang, p, "title")}
                      html={loc(lang, p, "description")}
                      image={p.image}
                      to={to(`/projects/project-details/${p.id}`)}
                      linkLabel={t("pages.projects.viewProject")}
                    />
                  ))}
                </CardGrid>
                <p className="section-more">
                  <Link to={to("/projects")} className="btn btn-outline">
                    {t("pages.home.allProjects")} <ArrowIcon />
                  </Link>
                </p>
              </>
            )}
          </SectionView>
        </div>
      </section>

      <section id="additions" className="page-section" aria-labelledby="additions-title">
        <div className="container">
          <SectionView section={d.latestAdditions}>
            {(additions) => (
              <>
                <TitleBlock id="additions-title" eyebrow={t("pages.home.latestAdditions")} title={loc(lang, additions, "title")} intro={loc(lang, additions, "description")} />
                <CardGrid columns={3}>
                  {additions.items.map((item) => (
                    <SecondCard
                      key={item.id}
                      title={loc(lang, item, "title")}
                      html={loc(lang, item, "description")}
                      image={item.image}
                      to={item.link ? to(item.link) : null}
                      linkLabel={t("common.learnMore")}
                    />
                  ))}
                </CardGrid>
              </>
            )}
          </SectionView>
        </div>
      </section>

      <section className="page-section tinted" aria-labelledby="latest-news-title">
        <div className="container">
          <SectionView section={d.latestNews}>
            {(news) => (
              <>
                <TitleBlock id="latest-news-title" eyebrow={t("pages.home.latestNews")} title={loc(lang, news, "title")} intro={loc(lang, news, "description")} />
                <CardGrid columns={3}>
                  {news.items.map((a) => (
                    <ArticleCard key={a.id} lang={lang} article={a} to={to(`/news/news-details/${a.id}`)} />
                  ))}
                </CardGrid>
                <p className="section-more">
                  <Link to={to("/news")} className="btn btn-outline">
                    {t("pages.home.allNews")} <ArrowIcon />
                  </Link>
                </p>
              </>
            )}
          </SectionView>
        </div>
      </section>

      <section className="page-section" aria-labelledby="partners-title">
        <div className="container">
          <TitleBlock id="partners-title" title={t("pages.home.partners")} align="center" />
          <SectionView section={d.partners}>{(partners) => <PartnersStrip lang={lang} partners={partners} />}</SectionView>
        </div>
      </section>
    </>
  );
}

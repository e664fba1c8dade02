import type { LoaderFunctionArgs } from "@remix-run/node";
import type { ParseKeys } from "i18next";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { loadPage } from "~/content/pages/page.server";
import { itemPath } from "~/content/item-kinds";
import { cardArticle } from "~/content/card-article";
import { mapSection } from "~/content/section";
import { Banner } from "~/components/sections/banner";
import { HalfSectionBand, ownHeading, SectionBand } from "~/components/sections/section-band";
import { SectionView } from "~/components/sections/section-view";
import { ArticleCard } from "~/components/pages/article-card";
import { CardLinks, IconCard, ProjectCard } from "~/components/pages/cards";
import { PartnersStrip } from "~/components/pages/partners-strip";
import { organizationJsonLd, JsonLd } from "~/components/pages/json-ld";
import { loc } from "~/utils/localize";
import { routeMeta } from "~/utils/meta";
import { localise } from "~/utils/paths";

export async function loader(args: LoaderFunctionArgs) {
  const page = await loadPage(args, {
    title: ["home", "pages.home.title"],
    sections: {
      head: "home.headSection",
      about: "home.aboutSection",
      whoWeServe: "home.whoweserve",
      whatWeDo: "WhatWeDo.GetAll",
      latestProjects: "home.latestprojects",
      latestAdditions: "home.latestadditions",
      latestNews: "home.latestnews",
      partners: "About.GetOverViewPartners",
    },
  });
  // The news band shows cards: of each article, its first paragraph is all a card reads.
  return { ...page, latestNews: mapSection(page.latestNews, (news) => ({ ...news, items: news.items.map(cardArticle) })) };
}

export const meta = routeMeta;

export default function Home() {
  const d = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { lang } = d;
  const to = (path: string) => localise(lang, path);
  // Bands titled by their own section, under an eyebrow; links to the full lists.
  const eyebrow = (key: ParseKeys) => ownHeading(lang, t(key));
  const allProjects = { to: to("/projects"), label: t("pages.home.allProjects") };
  const allNews = { to: to("/news"), label: t("pages.home.allNews") };
  return (
    <>
      <JsonLd data={organizationJsonLd(d.meta.siteUrl, lang, d.meta.brand)} />
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

      <HalfSectionBand
        lang={lang}
        section={d.about}
        id="about"
        eyebrow={t("pages.home.about")}
        link={{ to: to("/about/group-overview"), label: t("common.learnMore") }}
      />

      <SectionBand id="who-we-serve" tinted section={d.whoWeServe} heading={eyebrow("pages.home.whoWeServe")} grid={4}>
        {(who) => who.items.map((item) => <IconCard key={item.id} lang={lang} item={item} className="serve-card" />)}
      </SectionBand>

      <SectionBand id="what-we-do" section={d.whatWeDo} heading={{ title: t("pages.home.whatWeDo") }} grid={3}>
        {(items) => <CardLinks lang={lang} items={items} />}
      </SectionBand>

      <SectionBand id="latest-projects" tinted section={d.latestProjects} heading={eyebrow("pages.home.latestProjects")} grid={3} more={allProjects}>
        {(latest) => latest.items.map((p) => <ProjectCard key={p.id} lang={lang} project={p} />)}
      </SectionBand>

      <SectionBand id="additions" anchored section={d.latestAdditions} heading={eyebrow("pages.home.latestAdditions")} grid={3}>
        {(additions) => <CardLinks lang={lang} items={additions.items} />}
      </SectionBand>

      <SectionBand id="latest-news" tinted section={d.latestNews} heading={eyebrow("pages.home.latestNews")} grid={3} more={allNews}>
        {(news) => news.items.map((a) => <ArticleCard key={a.id} lang={lang} article={a} to={to(itemPath("news", a.id))} />)}
      </SectionBand>

      <SectionBand id="partners" section={d.partners} heading={{ title: t("pages.home.partners"), align: "center" }}>
        {(partners) => <PartnersStrip lang={lang} partners={partners} />}
      </SectionBand>
    </>
  );
}

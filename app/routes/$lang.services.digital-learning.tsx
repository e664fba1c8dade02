import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { CategoriesWithSlider } from "~/components/solutions/categories-with-slider";
import { Loaded } from "~/components/solutions/loaded";
import { solutionMeta } from "~/components/solutions/meta";
import { PageBanner } from "~/components/solutions/page-banner";
import { pageMetaData } from "~/components/solutions/page-data.server";
import { InternalSection } from "~/components/sections/blocks";
import { ContactCta } from "~/components/sections/contact-block";
import { pageTitle } from "~/content/page.server";
import type { Card } from "~/content/schemas";
import { section } from "~/content/sections.server";
import type { Lang } from "~/i18n/config";
import { requireLang } from "~/utils/lang.server";
import { loc } from "~/utils/localize";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const lang = requireLang(request, params);
  const get = context.content.get.bind(context.content);
  const [title, head, content, teams, teamContent, robust, categories] = await Promise.all([
    pageTitle(context, lang, "digitalLearning", "nav.digitalLearning"),
    section(get("DigitalLearning.DigitalLearningHeadSection")),
    section(get("DigitalLearning.DigitalLearningContentSection")),
    section(get("DigitalLearning.DigitalLearningTeams")),
    section(get("DigitalLearning.DigitalLearningTeamContentSection")),
    section(get("DigitalLearning.DigitalLearningRobustContentSection")),
    section(get("DigitalLearning.GetServiceCategories")),
  ]);
  return { lang, title, head, content, teams, teamContent, robust, categories, meta: pageMetaData(lang, title, head) };
}

export const meta: MetaFunction<typeof loader> = (args) => solutionMeta(args, args.data);

const cards = (lang: Lang, items: readonly Card[]) =>
  items.map((item) => ({ id: item.id, title: loc(lang, item, "title"), html: loc(lang, item, "description"), image: item.image }));

/**
 * Digital learning: banner, content section, the teams with their content
 * section, the robust-content section, the services slider and categories.
 */
export default function DigitalLearningPage() {
  const { lang, title, head, content, teams, teamContent, robust, categories } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <PageBanner lang={lang} head={head} fallbackTitle={title} />
      <Loaded section={content}>
        {(data) => <InternalSection id="digital-learning" title={loc(lang, data, "title")} html={loc(lang, data, "description")} image={data.image} />}
      </Loaded>
      <Loaded section={teamContent}>
        {(data) => (
          <InternalSection
            id="teams"
            title={loc(lang, data, "title")}
            html={loc(lang, data, "description")}
            image={data.image}
            reverse
            cards={teams.data ? cards(lang, teams.data) : undefined}
          />
        )}
      </Loaded>
      {teams.error !== null ? <Loaded section={teams}>{() => null}</Loaded> : null}
      <Loaded section={robust}>
        {(data) => (
          <InternalSection
            id="robust-content"
            title={loc(lang, data, "title")}
            html={loc(lang, data, "description")}
            image={data.image}
            cards={cards(lang, data.items)}
          />
        )}
      </Loaded>
      <CategoriesWithSlider lang={lang} section={categories} sliderTitle={t("solutions.digitalLearning.servicesTitle")} />
      <ContactCta lang={lang} text={t("solutions.cta.text")} label={t("solutions.cta.button")} />
    </>
  );
}

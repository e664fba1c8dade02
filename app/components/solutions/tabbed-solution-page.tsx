import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import type { HeadSection, ServiceCategory } from "~/content/schemas";
import { mapSection, type Section } from "~/content/section";
import type { Lang } from "~/i18n/config";
import type { PageMeta } from "~/utils/meta";
import { categoryAnchors, type SolutionTab, type TabbedPage } from "~/utils/solution-anchors";
import { ContactCta } from "../sections/contact-block";
import { PageBanner } from "../sections/page-banner";
import { CategoryPanel } from "./category-panel";
import { Loaded } from "../sections/section-view";
import { SolutionTabs, type TabSpec } from "./solution-tabs";

type Extra = (categories: ServiceCategory[], anchors: string[]) => ReactNode;

const JUMP_LABEL = { services: "solutions.jumpServices", products: "solutions.jumpProducts" } as const;

/**
 * A solution page with Services and Products tabs (k-12, higher education,
 * publishing): banner, the two tabbed category panels, a call to action.
 * `renderServices`/`renderProducts` add a page's own layout inside a panel.
 */
export function TabbedSolutionPage({
  page,
  data: { lang, meta, head, services, products },
  renderServices,
  renderProducts,
}: {
  page: TabbedPage;
  data: {
    lang: Lang;
    meta: PageMeta;
    head: Section<HeadSection>;
    services: Section<{ services: ServiceCategory[] }>;
    products: Section<{ products: ServiceCategory[] }>;
  };
  renderServices?: Extra;
  renderProducts?: Extra;
}) {
  const { t } = useTranslation();
  const tab = (id: SolutionTab, section: Section<ServiceCategory[]>, render?: Extra): TabSpec => {
    const anchors = section.data ? categoryAnchors(page, id, section.data) : [];
    return {
      id,
      label: t(`solutions.tabs.${id}`),
      anchors,
      content: (
        <Loaded section={section}>
          {(categories) => (
            <CategoryPanel lang={lang} categories={categories} anchors={anchors} jumpLabel={t(JUMP_LABEL[id])}>
              {render?.(categories, anchors)}
            </CategoryPanel>
          )}
        </Loaded>
      ),
    };
  };
  return (
    <>
      <PageBanner meta={meta} head={head} />
      <SolutionTabs
        lang={lang}
        page={page}
        label={t("solutions.tabs.label")}
        tabs={[
          tab(
            "services",
            mapSection(services, (d) => d.services),
            renderServices,
          ),
          tab(
            "products",
            mapSection(products, (d) => d.products),
            renderProducts,
          ),
        ]}
      />
      <ContactCta lang={lang} text={t("solutions.cta.text")} label={t("solutions.cta.button")} />
    </>
  );
}

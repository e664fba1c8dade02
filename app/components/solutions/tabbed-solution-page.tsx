import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import type { HeadSection, ServiceCategory } from "~/content/schemas";
import type { Section } from "~/content/section";
import type { Lang } from "~/i18n/config";
import { categoryAnchors, type TabbedPage } from "~/utils/solution-anchors";
import { ContactCta } from "../sections/contact-block";
import { CategoryPanel } from "./category-panel";
import { Loaded } from "./loaded";
import { PageBanner } from "./page-banner";
import { SolutionTabs } from "./solution-tabs";

type Extra = (categories: ServiceCategory[], anchors: string[]) => ReactNode;

/**
 * A solution page with Services and Products tabs (k-12, higher education,
 * publishing): banner, the two tabbed category panels, a call to action.
 * `renderServices`/`renderProducts` add a page's own layout inside a panel.
 */
export function TabbedSolutionPage({
  lang,
  page,
  title,
  head,
  services,
  products,
  renderServices,
  renderProducts,
}: {
  lang: Lang;
  page: TabbedPage;
  title: string;
  head: Section<HeadSection>;
  services: Section<{ services: ServiceCategory[] }>;
  products: Section<{ products: ServiceCategory[] }>;
  renderServices?: Extra;
  renderProducts?: Extra;
}) {
  const { t } = useTranslation();
  const serviceAnchors = services.data ? categoryAnchors(page, "services", services.data.services) : [];
  const productAnchors = products.data ? categoryAnchors(page, "products", products.data.products) : [];
  return (
    <>
      <PageBanner lang={lang} head={head} fallbackTitle={title} />
      <SolutionTabs
        lang={lang}
        page={page}
        label={t("solutions.tabs.label")}
        tabs={[
          {
            id: "services",
            label: t("solutions.tabs.services"),
            anchors: serviceAnchors,
            content: (
              <Loaded section={services}>
                {(data) => (
                  <CategoryPanel lang={lang} categories={data.services} anchors={serviceAnchors} jumpLabel={t("solutions.jumpServices")}>
                    {renderServices?.(data.services, serviceAnchors)}
                  </CategoryPanel>
                )}
              </Loaded>
            ),
          },
          {
            id: "products",
            label: t("solutions.tabs.products"),
            anchors: productAnchors,
            content: (
              <Loaded section={products}>
                {(data) => (
                  <CategoryPanel lang={lang} categories={data.products} anchors={productAnchors} jumpLabel={t("solutions.jumpProducts")}>
                    {renderProducts?.(data.products, productAnchors)}
                  </CategoryPanel>
                )}
              </Loaded>
            ),
          },
        ]}
      />
      <ContactCta lang={lang} text={t("solutions.cta.text")} label={t("solutions.cta.button")} />
    </>
  );
}

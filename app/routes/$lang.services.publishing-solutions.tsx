import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { CategorySections } from "~/components/solutions/category-section";
import { Loaded } from "~/components/solutions/loaded";
import { solutionMeta } from "~/components/solutions/meta";
import { PageBanner } from "~/components/solutions/page-banner";
import { pageMetaData } from "~/components/solutions/page-data.server";
import { SliderBand, sliderItems } from "~/components/solutions/services-slider";
import { ContactCta } from "~/components/sections/contact-block";
import { pageTitle } from "~/content/page.server";
import { section } from "~/content/sections.server";
import { requireLang } from "~/utils/lang.server";
import { categoryAnchors } from "~/utils/solution-anchors";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const lang = requireLang(request, params);
  const [title, head, services, products] = await Promise.all([
    pageTitle(context, lang, "publishingSolutions", "nav.publishingSolutions"),
    section(context.content.get("OfferingPublishing.OfferingPublishingHeadSection")),
    section(context.content.get("OfferingPublishing.GetOfferingCategoriesServices")),
    section(context.content.get("OfferingPublishing.GetOfferingCategoriesProducts")),
  ]);
  return { lang, title, head, services, products, meta: pageMetaData(lang, title, head) };
}

export const meta: MetaFunction<typeof loader> = (args) => solutionMeta(args, args.data);

/**
 * Publishing solutions: the publishing data without tabs. One slider over
 * services and products, then both lists under their own headings. Anchors
 * come from the English titles over the combined list, so none repeats.
 */
export default function PublishingSolutionsPage() {
  const { lang, title, head, services, products } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const serviceList = services.data?.services ?? [];
  const productList = products.data?.products ?? [];
  const anchors = categoryAnchors(null, "services", [...serviceList, ...productList]);
  const serviceAnchors = anchors.slice(0, serviceList.length);
  const productAnchors = anchors.slice(serviceList.length);
  return (
    <>
      <PageBanner lang={lang} head={head} fallbackTitle={title} />
      <SliderBand
        lang={lang}
        title={t("solutions.serviceAreas.categoriesTitle")}
        items={sliderItems(lang, [...serviceList, ...productList], anchors)}
      />
      <section className="publishing-group" aria-labelledby="publishing-services-title">
        <div className="container">
          <h2 id="publishing-services-title" className="publishing-group-title">
            {t("solutions.publishingSolutions.servicesTitle")}
          </h2>
        </div>
        <Loaded section={services}>
          {(data) => <CategorySections lang={lang} categories={data.services} anchors={serviceAnchors} level={3} />}
        </Loaded>
      </section>
      <section className="publishing-group" aria-labelledby="publishing-products-title">
        <div className="container">
          <h2 id="publishing-products-title" className="publishing-group-title">
            {t("solutions.publishingSolutions.productsTitle")}
          </h2>
        </div>
        <Loaded section={products}>
          {(data) => <CategorySections lang={lang} categories={data.products} anchors={productAnchors} level={3} />}
        </Loaded>
      </section>
      <ContactCta lang={lang} text={t("solutions.cta.text")} label={t("solutions.cta.button")} />
    </>
  );
}

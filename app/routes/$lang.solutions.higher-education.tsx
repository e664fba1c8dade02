import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { CategoryPanel } from "~/components/solutions/category-panel";
import { solutionMeta } from "~/components/solutions/meta";
import { PageBanner } from "~/components/solutions/page-banner";
import { pageMetaData } from "~/components/solutions/page-data.server";
import { SolutionTabs, skipTabOnlyRevalidation } from "~/components/solutions/solution-tabs";
import { ContactCta } from "~/components/sections/contact-block";
import { Loaded } from "~/components/solutions/loaded";
import { pageTitle } from "~/content/page.server";
import { section } from "~/content/sections.server";
import { requireLang } from "~/utils/lang.server";
import { categoryAnchors } from "~/utils/solution-anchors";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const lang = requireLang(request, params);
  const [title, head, services, products] = await Promise.all([
    pageTitle(context, lang, "higherEducation", "nav.higherEducation"),
    section(context.content.get("OfferingHigherEducation.OfferingHeadSection"), "higher education head"),
    section(context.content.get("OfferingHigherEducation.GetOfferingCategoriesServices"), "higher education services"),
    section(context.content.get("OfferingHigherEducation.GetOfferingCategoriesProducts"), "higher education products"),
  ]);
  return { lang, title, head, services, products, meta: pageMetaData(lang, title, head) };
}

export const meta: MetaFunction<typeof loader> = (args) => solutionMeta(args, args.data);
export const shouldRevalidate = skipTabOnlyRevalidation;

/** Higher education: content blocks with title, image and list details, under Services and Products tabs. */
export default function HigherEducationPage() {
  const { lang, title, head, services, products } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const serviceAnchors = services.data ? categoryAnchors("higherEducation", "services", services.data.services) : [];
  const productAnchors = products.data ? categoryAnchors("higherEducation", "products", products.data.products) : [];
  return (
    <>
      <PageBanner lang={lang} head={head} fallbackTitle={title} />
      <SolutionTabs
        lang={lang}
        page="higherEducation"
        label={t("solutions.tabs.label")}
        tabs={[
          {
            id: "services",
            label: t("solutions.tabs.services"),
            anchors: serviceAnchors,
            content: (
              <Loaded section={services}>
                {(data) => (
                  <CategoryPanel lang={lang} categories={data.services} anchors={serviceAnchors} jumpLabel={t("solutions.jumpServices")} />
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
                  <CategoryPanel lang={lang} categories={data.products} anchors={productAnchors} jumpLabel={t("solutions.jumpProducts")} />
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

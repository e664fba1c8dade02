import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { CategoriesWithSlider, servicesOf } from "~/components/solutions/categories-with-slider";
import { solutionMeta } from "~/components/solutions/meta";
import { PageBanner } from "~/components/solutions/page-banner";
import { pageMetaData } from "~/components/solutions/page-data.server";
import { ContactCta } from "~/components/sections/contact-block";
import { pageTitle } from "~/content/page.server";
import { section } from "~/content/sections.server";
import { requireLang } from "~/utils/lang.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const lang = requireLang(request, params);
  const [title, head, services] = await Promise.all([
    pageTitle(context, lang, "investingStartups", "nav.investingStartups"),
    section(context.content.get("OfferingInvestinginStartups.OfferingHeadSection")),
    section(context.content.get("OfferingInvestinginStartups.GetOfferingCategoriesServices")),
  ]);
  return { lang, title, head, services, meta: pageMetaData(lang, title, head) };
}

export const meta: MetaFunction<typeof loader> = (args) => solutionMeta(args, args.data);

/** Investing in startups: banner, services slider, what we offer founders, contact call-to-action. */
export default function InvestingStartupsPage() {
  const { lang, title, head, services } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <PageBanner lang={lang} head={head} fallbackTitle={title} />
      <CategoriesWithSlider lang={lang} section={servicesOf(services)} sliderTitle={t("solutions.slider.label")} />
      <ContactCta lang={lang} text={t("solutions.cta.text")} label={t("solutions.cta.button")} />
    </>
  );
}

import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { solutionMeta } from "~/components/solutions/meta";
import { PageBanner } from "~/components/solutions/page-banner";
import { contactPhones, pageMetaData } from "~/components/solutions/page-data.server";
import { ScrollToTop } from "~/components/solutions/scroll-to-top";
import { SliderBand, sliderItems } from "~/components/solutions/services-slider";
import { VocationalIntro, VocationalServices } from "~/components/solutions/vocational-content";
import { ContactBlock } from "~/components/sections/contact-block";
import { Loaded } from "~/components/solutions/loaded";
import { pageTitle } from "~/content/page.server";
import { section } from "~/content/sections.server";
import { requireLang } from "~/utils/lang.server";
import { categoryAnchors } from "~/utils/solution-anchors";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const lang = requireLang(request, params);
  const [title, head, intro, services, phones] = await Promise.all([
    pageTitle(context, lang, "vocationalEducation", "nav.vocationalEducation"),
    section(context.content.get("OferringVocationalEducation.OfferingHeadSection")),
    section(context.content.get("OferringVocationalEducation.GetOfferingFirstSection")),
    section(context.content.get("OferringVocationalEducation.GetOfferingCategoriesServices")),
    contactPhones(context),
  ]);
  return { lang, title, head, intro, services, phones, meta: pageMetaData(lang, title, head) };
}

export const meta: MetaFunction<typeof loader> = (args) => solutionMeta(args, args.data);

/** Vocational education: banner, intro with icon boxes, services slider, the services by index, contact block. */
export default function VocationalEducationPage() {
  const { lang, title, head, intro, services, phones } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <PageBanner lang={lang} head={head} fallbackTitle={title} />
      <Loaded section={intro}>{(data) => <VocationalIntro lang={lang} intro={data} />}</Loaded>
      <Loaded section={services}>
        {(data) => {
          const anchors = categoryAnchors(null, "services", data.services);
          return (
            <>
              <SliderBand lang={lang} title={t("solutions.slider.label")} items={sliderItems(lang, data.services, anchors)} />
              <VocationalServices lang={lang} services={data.services} anchors={anchors} />
            </>
          );
        }}
      </Loaded>
      <ContactBlock
        lang={lang}
        variant="dark-green"
        title={t("solutions.vocational.contactTitle")}
        text={t("solutions.vocational.contactText")}
        phones={phones}
      />
      <ScrollToTop />
    </>
  );
}

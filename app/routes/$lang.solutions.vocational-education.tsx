import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { ScrollToTop } from "~/components/solutions/scroll-to-top";
import { SliderBand, sliderItems } from "~/components/solutions/services-slider";
import { VocationalIntro, VocationalServices } from "~/components/solutions/vocational-content";
import { ContactBlock } from "~/components/sections/contact-block";
import { PageBanner } from "~/components/sections/page-banner";
import { contactPhones } from "~/content/pages/contact.server";
import { loadPage } from "~/content/pages/page.server";
import { routeMeta } from "~/utils/meta";
import { Loaded } from "~/components/sections/section-view";
import { categoryAnchors } from "~/utils/solution-anchors";
import { solutionPageStyles } from "~/utils/route-styles";

export const { links, handle } = solutionPageStyles;

export async function loader(args: LoaderFunctionArgs) {
  const [page, phones] = await Promise.all([
    loadPage(args, {
      title: ["vocationalEducation", "nav.vocationalEducation"],
      sections: {
        head: "OferringVocationalEducation.OfferingHeadSection",
        intro: "OferringVocationalEducation.GetOfferingFirstSection",
        services: "OferringVocationalEducation.GetOfferingCategoriesServices",
      },
    }),
    contactPhones(args.context),
  ]);
  return { ...page, phones };
}

export const meta = routeMeta;

/** Vocational education: banner, intro with icon boxes, services slider, the services by index, contact block. */
export default function VocationalEducationPage() {
  const { lang, meta, head, intro, services, phones } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <PageBanner meta={meta} head={head} />
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

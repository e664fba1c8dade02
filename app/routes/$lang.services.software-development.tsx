import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { ContactCta } from "~/components/sections/contact-block";
import { PageBanner } from "~/components/sections/page-banner";
import { InternalSectionBand } from "~/components/sections/section-band";
import { sectionPage } from "~/content/pages/section-page";
import { solutionPageStyles } from "~/utils/route-styles";

export const { links, handle } = solutionPageStyles;

export const { loader, meta } = sectionPage(["softwareDevelopment", "nav.softwareDevelopment"], {
  head: "SoftwareDevelopment.SoftwareDevelopmentHeadSection",
  content: "SoftwareDevelopment.SoftwareDevelopmentContentSection",
});

/** Software development: banner, the content section with what we build, contact call-to-action. */
export default function SoftwareDevelopmentPage() {
  const { lang, meta, head, content } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <PageBanner meta={meta} head={head} />
      <InternalSectionBand lang={lang} section={content} id="software-development" />
      <ContactCta lang={lang} text={t("solutions.cta.text")} label={t("solutions.cta.button")} />
    </>
  );
}

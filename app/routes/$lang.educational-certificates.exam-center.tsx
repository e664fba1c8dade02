import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { sectionPage } from "~/content/pages/section-page";
import { SecondCard } from "~/components/sections/blocks";
import { ContactCta } from "~/components/sections/contact-block";
import { PageBanner } from "~/components/sections/page-banner";
import { InternalSectionBand, SectionBand } from "~/components/sections/section-band";
import { loc } from "~/utils/localize";
import { solutionPageStyles } from "~/utils/route-styles";

export const { links, handle } = solutionPageStyles;

export const { loader, meta } = sectionPage(["examCenter", "nav.examCenter"], {
  head: "Certificates.headSection",
  second: "Certificates.secondSection",
  certificates: "Certificates.GetAll",
});

/** Exam centre: banner, the second section, and a grid of certificate cards (four per row from lg, two at md). */
export default function ExamCenterPage() {
  const { lang, meta, head, second, certificates } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <PageBanner meta={meta} head={head} />
      <InternalSectionBand lang={lang} section={second} id="exam-center-intro" />
      <SectionBand id="certificates" tinted section={certificates} heading={{ title: t("solutions.examCenter.certificates") }} grid={4}>
        {(list) =>
          list.map((certificate) => (
            <SecondCard
              key={certificate.id}
              title={loc(lang, certificate, "title")}
              html={loc(lang, certificate, "description")}
              image={certificate.image}
            />
          ))
        }
      </SectionBand>
      <ContactCta lang={lang} text={t("solutions.examCenter.contactText")} />
    </>
  );
}

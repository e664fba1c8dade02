import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { loadPage } from "~/content/pages/page.server";
import { SecondCard } from "~/components/sections/blocks";
import { ContactCta } from "~/components/sections/contact-block";
import { PageBanner } from "~/components/sections/page-banner";
import { InternalSectionBand, SectionBand } from "~/components/sections/section-band";
import { loc } from "~/utils/localize";
import { routeMeta } from "~/utils/meta";

export const loader = (args: LoaderFunctionArgs) =>
  loadPage(args, {
    title: ["examCenter", "nav.examCenter"],
    sections: { head: "Certificates.headSection", second: "Certificates.secondSection", certificates: "Certificates.GetAll" },
  });

export const meta = routeMeta;

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

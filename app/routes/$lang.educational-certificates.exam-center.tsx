import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Loaded } from "~/components/solutions/loaded";
import { solutionMeta } from "~/components/solutions/meta";
import { PageBanner } from "~/components/solutions/page-banner";
import { pageMetaData } from "~/components/solutions/page-data.server";
import { CardGrid, InternalSection, SecondCard } from "~/components/sections/blocks";
import { ContactCta } from "~/components/sections/contact-block";
import { pageTitle } from "~/content/page.server";
import { section } from "~/content/sections.server";
import { requireLang } from "~/utils/lang.server";
import { loc } from "~/utils/localize";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const lang = requireLang(request, params);
  const [title, head, second, certificates] = await Promise.all([
    pageTitle(context, lang, "examCenter", "nav.examCenter"),
    section(context.content.get("Certificates.headSection")),
    section(context.content.get("Certificates.secondSection")),
    section(context.content.get("Certificates.GetAll")),
  ]);
  return { lang, title, head, second, certificates, meta: pageMetaData(lang, title, head) };
}

export const meta: MetaFunction<typeof loader> = (args) => solutionMeta(args, args.data);

/** Exam centre: banner, the second section, and a grid of certificate cards (four per row from lg, two at md). */
export default function ExamCenterPage() {
  const { lang, title, head, second, certificates } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <PageBanner lang={lang} head={head} fallbackTitle={title} />
      <Loaded section={second}>
        {(data) => <InternalSection id="exam-center-intro" title={loc(lang, data, "title")} html={loc(lang, data, "description")} image={data.image} />}
      </Loaded>
      <section className="page-section tinted" aria-labelledby="certificates-title">
        <div className="container">
          <h2 id="certificates-title" className="section-heading">
            {t("solutions.examCenter.certificates")}
          </h2>
          <Loaded section={certificates}>
            {(list) => (
              <CardGrid columns={4}>
                {list.map((certificate) => (
                  <SecondCard
                    key={certificate.id}
                    title={loc(lang, certificate, "title")}
                    html={loc(lang, certificate, "description")}
                    image={certificate.image}
                  />
                ))}
              </CardGrid>
            )}
          </Loaded>
        </div>
      </section>
      <ContactCta lang={lang} text={t("solutions.examCenter.contactText")} />
    </>
  );
}

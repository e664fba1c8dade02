import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Loaded } from "~/components/solutions/loaded";
import { solutionMeta } from "~/components/solutions/meta";
import { PageBanner } from "~/components/solutions/page-banner";
import { pageMetaData } from "~/components/solutions/page-data.server";
import { InternalSection } from "~/components/sections/blocks";
import { ContactCta } from "~/components/sections/contact-block";
import { pageTitle } from "~/content/page.server";
import { section } from "~/content/sections.server";
import { requireLang } from "~/utils/lang.server";
import { loc } from "~/utils/localize";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const lang = requireLang(request, params);
  const [title, head, content] = await Promise.all([
    pageTitle(context, lang, "softwareDevelopment", "nav.softwareDevelopment"),
    section(context.content.get("SoftwareDevelopment.SoftwareDevelopmentHeadSection")),
    section(context.content.get("SoftwareDevelopment.SoftwareDevelopmentContentSection")),
  ]);
  return { lang, title, head, content, meta: pageMetaData(lang, title, head) };
}

export const meta: MetaFunction<typeof loader> = (args) => solutionMeta(args, args.data);

/** Software development: banner, the content section with what we build, contact call-to-action. */
export default function SoftwareDevelopmentPage() {
  const { lang, title, head, content } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <PageBanner lang={lang} head={head} fallbackTitle={title} />
      <Loaded section={content}>
        {(data) => (
          <InternalSection
            id="software-development"
            title={loc(lang, data, "title")}
            html={loc(lang, data, "description")}
            image={data.image}
            cards={data.items.map((item) => ({
              id: item.id,
              title: loc(lang, item, "title"),
              html: loc(lang, item, "description"),
              image: item.image,
            }))}
          />
        )}
      </Loaded>
      <ContactCta lang={lang} text={t("solutions.cta.text")} label={t("solutions.cta.button")} />
    </>
  );
}

import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { pageTitle } from "~/content/page.server";
import { section } from "~/content/sections.server";
import { TitleBlock } from "~/components/sections/blocks";
import { SectionView } from "~/components/sections/section-view";
import { PageHead } from "~/components/pages/page-head";
import { LazyImage } from "~/components/ui/lazy-image";
import { RichText } from "~/components/ui/rich-text";
import { ExternalIcon } from "~/components/ui/icons";
import { requireLang } from "~/utils/lang.server";
import { loc } from "~/utils/localize";
import { headedPageMeta } from "~/utils/meta";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const lang = requireLang(request, params);
  const [title, head, subsidiaries] = await Promise.all([
    pageTitle(context, lang, "subsidiaries", "nav.subsidiaries"),
    section(context.content.get("Subsidiaries.headSection")),
    section(context.content.get("Subsidiaries.subsidiaries")),
  ]);
  return { lang, title, head, subsidiaries };
}

export const meta: MetaFunction<typeof loader> = headedPageMeta;

export default function Subsidiaries() {
  const { lang, title, head, subsidiaries } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <PageHead lang={lang} head={head} title={title} trail={[{ label: t("nav.about") }]} />
      <section className="page-section" aria-labelledby="subsidiaries-title">
        <div className="container">
          <TitleBlock id="subsidiaries-title" title={t("pages.about.subsidiaries")} />
          <SectionView section={subsidiaries}>
            {(items) => (
              <div className="subsidiary-list">
                {items.map((s) => (
                  <article key={s.id} className="subsidiary">
                    {s.logo ? <LazyImage src={s.logo} alt="" width={240} height={120} className="subsidiary-logo" /> : null}
                    <div>
                      <h3>{loc(lang, s, "title")}</h3>
                      <RichText html={loc(lang, s, "description")} />
                      {s.website ? (
                        <a href={s.website} target="_blank" rel="noopener noreferrer" className="card-link">
                          {t("pages.about.visitWebsite")}
                          <span className="visually-hidden">: {loc(lang, s, "title")} {t("a11y.opensInNewTab")}</span> <ExternalIcon />
                        </a>
                      ) : null}
                    </div>
                  </article>
                ))}
              </div>
            )}
          </SectionView>
        </div>
      </section>
    </>
  );
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SiteLink } from "~/components/ui/site-link";
import { useTranslation } from "~/i18n/react";
import { ITEM_KINDS } from "~/content/item-kinds";
import { requireItem } from "~/content/pages/errors.server";
import { pageMeta } from "~/content/pages/meta.server";
import { loaded } from "~/content/section";
import { GeneralErrorBoundary } from "~/components/layout/error-boundary";
import { ItemNotFoundView } from "~/components/layout/error-page";
import { PageBanner } from "~/components/sections/page-banner";
import { LazyImage } from "~/components/ui/lazy-image";
import { RichText } from "~/components/ui/rich-text";
import { ArrowIcon } from "~/components/ui/icons";
import { requireLang } from "~/utils/lang.server";
import { loc } from "~/utils/localize";
import { routeMeta } from "~/utils/meta";
import { localise } from "~/utils/paths";
import { contentPageStyles } from "~/utils/route-styles";

export const { links, handle } = contentPageStyles;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const lang = requireLang(request, params);
  const item = context.content.get("Sustainability.GetSunProjectDetails", { id: params.id ?? "" });
  const project = await requireItem(context, lang, "socialImpact", item);
  const title = loc(lang, project, "title");
  return { lang, project, meta: pageMeta(context, lang, { title, text: loc(lang, project, "description"), image: project.image, type: "article" }) };
}

export const meta = routeMeta;

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: () => <ItemNotFoundView kind="socialImpact" /> }} />;
}

export default function SocialImpactProject() {
  const { lang, project, meta } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const list = localise(lang, ITEM_KINDS.socialImpact.list);
  return (
    <>
      <PageBanner meta={meta} head={loaded(project)} trail={[{ label: t("nav.about") }, { to: list, label: t("nav.socialImpact") }]} />
      <article className="page-section">
        <div className="container detail-grid">
          <div className="detail-main">
            <LazyImage src={project.mainImage} alt="" width={800} height={600} className="detail-main-image" priority />
            <RichText html={loc(lang, project, "description")} />
          </div>
          <aside className="detail-side" aria-label={t("pages.about.projectDetails")}>
            {project.logo ? <LazyImage src={project.logo} alt="" width={240} height={120} /> : null}
            <p className="detail-side-title">{meta.title}</p>
            <SiteLink href={list} className="card-link">
              <ArrowIcon className="back-arrow" /> {t(ITEM_KINDS.socialImpact.back)}
            </SiteLink>
          </aside>
        </div>
      </article>
    </>
  );
}

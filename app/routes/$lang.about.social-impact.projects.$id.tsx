import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { required } from "~/content/sections.server";
import { PageHead } from "~/components/pages/page-head";
import { LazyImage } from "~/components/ui/lazy-image";
import { RichText } from "~/components/ui/rich-text";
import { ArrowIcon } from "~/components/ui/icons";
import { requireLang } from "~/utils/lang.server";
import { loc } from "~/utils/localize";
import { metaDescription, pageMeta } from "~/utils/meta";
import { localise } from "~/utils/paths";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const lang = requireLang(request, params);
  const project = await required(context.content.get("Sustainability.GetSunProjectDetails", { id: params.id ?? "" }));
  return { lang, project };
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const d = args.data;
  if (!d) return [];
  return pageMeta(args, {
    title: loc(d.lang, d.project, "title"),
    description: metaDescription(loc(d.lang, d.project, "description")),
    image: d.project.image,
    type: "article",
  });
};

export default function SocialImpactProject() {
  const { lang, project } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const title = loc(lang, project, "title");
  return (
    <>
      <PageHead
        lang={lang}
        head={{ data: { image: project.image, titleEn: project.titleEn, titleAr: project.titleAr }, error: null }}
        title={title}
        trail={[{ label: t("nav.about") }, { to: localise(lang, "/about/social-impact"), label: t("nav.socialImpact") }]}
      />
      <article className="page-section">
        <div className="container detail-grid">
          <div className="detail-main">
            <LazyImage src={project.mainImage} alt="" width={800} height={600} className="detail-main-image" />
            <RichText html={loc(lang, project, "description")} />
          </div>
          <aside className="detail-side" aria-label={t("pages.about.projectDetails")}>
            {project.logo ? <LazyImage src={project.logo} alt="" width={240} height={120} /> : null}
            <p className="detail-side-title">{title}</p>
            <Link to={localise(lang, "/about/social-impact")} className="card-link">
              <ArrowIcon className="back-arrow" /> {t("pages.about.backToSocialImpact")}
            </Link>
          </aside>
        </div>
      </article>
    </>
  );
}

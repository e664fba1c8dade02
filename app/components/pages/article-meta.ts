import type { MetaArgs } from "@remix-run/node";
import type { ArticleSummary } from "~/content/schemas";
import type { Lang } from "~/i18n/config";
import { loc } from "~/utils/localize";
import { metaDescription, pageMeta } from "~/utils/meta";

export function articleListMeta(
  args: Pick<MetaArgs, "matches" | "location"> & { data: { lang: Lang; title: string; description: string } | undefined },
  kind: "news" | "blogs",
) {
  const d = args.data;
  return [
    ...pageMeta(args, { title: d?.title ?? "", description: d?.description ?? "", image: `/images/banners/${kind}.svg` }),
    // Feed discovery for readers and crawlers.
    ...(d ? [{ tagName: "link", rel: "alternate", type: "application/rss+xml", title: d.title, href: `/${d.lang}/${kind}/rss.xml` }] : []),
  ];
}

export function articleDetailsMeta(args: Pick<MetaArgs, "matches" | "location"> & { data: { lang: Lang; article: ArticleSummary } | undefined }) {
  const d = args.data;
  if (!d) return [];
  return pageMeta(args, {
    title: loc(d.lang, d.article, "title"),
    description: metaDescription(loc(d.lang, d.article, "description")),
    image: d.article.image,
    type: "article",
  });
}

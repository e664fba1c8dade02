import type { MetaArgs, MetaDescriptor } from "@remix-run/node";
import { pageMeta } from "~/utils/meta";

export interface PageMetaData {
  title: string;
  description: string;
  image: string | null;
}

/** The route's meta tags from the PageMetaData its loader returned. */
export function solutionMeta(args: Pick<MetaArgs, "matches" | "location">, data: { meta: PageMetaData } | undefined): MetaDescriptor[] {
  return pageMeta(args, {
    title: data?.meta.title ?? "",
    description: data?.meta.description ?? "",
    image: data?.meta.image,
  });
}

import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { K12Products, K12Services } from "~/components/solutions/k12-content";
import { solutionMeta } from "~/components/solutions/meta";
import { loadTabbedSolution } from "~/components/solutions/page-data.server";
import { skipTabOnlyRevalidation } from "~/components/solutions/solution-tabs";
import { TabbedSolutionPage } from "~/components/solutions/tabbed-solution-page";

export const loader = (args: LoaderFunctionArgs) => loadTabbedSolution("k12", args);

export const meta: MetaFunction<typeof loader> = (args) => solutionMeta(args, args.data);
export const shouldRevalidate = skipTabOnlyRevalidation;

export default function K12Page() {
  const d = useLoaderData<typeof loader>();
  return (
    <TabbedSolutionPage
      lang={d.lang}
      page="k12"
      title={d.title}
      head={d.head}
      services={d.services}
      products={d.products}
      renderServices={(categories, anchors) => <K12Services lang={d.lang} categories={categories} anchors={anchors} />}
      renderProducts={(categories, anchors) => <K12Products lang={d.lang} categories={categories} anchors={anchors} />}
    />
  );
}

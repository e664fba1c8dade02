import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { solutionMeta } from "~/components/solutions/meta";
import { loadTabbedSolution } from "~/components/solutions/page-data.server";
import { skipTabOnlyRevalidation } from "~/components/solutions/solution-tabs";
import { TabbedSolutionPage } from "~/components/solutions/tabbed-solution-page";

export const loader = (args: LoaderFunctionArgs) => loadTabbedSolution("publishing", args);

export const meta: MetaFunction<typeof loader> = (args) => solutionMeta(args, args.data);
export const shouldRevalidate = skipTabOnlyRevalidation;

/** Publishing: printing and distribution (services), books and magazines (products). */
export default function PublishingPage() {
  const d = useLoaderData<typeof loader>();
  return (
    <TabbedSolutionPage
      lang={d.lang}
      page="publishing"
      title={d.title}
      head={d.head}
      services={d.services}
      products={d.products}
    />
  );
}

import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { section } from "~/content/sections.server";
import { requireLang } from "~/utils/lang.server";
import { pageMeta } from "~/utils/meta";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const lang = requireLang(request, params);
  const head = await section(context.content.get("home.headSection"), "home head");
  return { lang, head };
}

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, { title: args.data?.head.data?.titleEn ?? "Home", description: "Home" });

export default function Home() {
  const { lang, head } = useLoaderData<typeof loader>();
  return <h1>{head.data ? (lang === "ar" ? head.data.titleAr : head.data.titleEn) : head.error}</h1>;
}

import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet, isRouteErrorResponse, useRouteError, useRouteLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { optional } from "~/content/sections.server";
import { Footer } from "~/components/layout/footer";
import { Header } from "~/components/layout/header";
import { ErrorPage } from "~/components/layout/error-page";
import { getFixedT } from "~/i18n/i18n.server";
import { requireLang } from "~/utils/lang.server";
import { pageMeta } from "~/utils/meta";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const lang = requireLang(request, params);
  const t = getFixedT(lang);
  // SPEC section 8: a failed social-link fetch is only logged; the footer renders without icons.
  const social = (await optional(context.content.get("Social.GetAllSocialLinks"))) ?? [];
  return {
    lang,
    social,
    siteUrl: context.config.siteUrl,
    careersUrl: context.config.careersUrl,
    brand: t("brand.name"),
    notFoundTitle: t("errors.notFoundTitle"),
    unexpectedTitle: t("errors.unexpectedTitle"),
  };
}

/** The layout's data (social links, config) only changes with the language. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentParams, nextParams }) => currentParams.lang !== nextParams.lang;

export type LangLayoutData = Awaited<ReturnType<typeof loader>>;

export const meta: MetaFunction<typeof loader> = (args) => {
  const { data, error } = args;
  if (!error || !data) return [];
  const is404 = isRouteErrorResponse(error) && error.status === 404;
  const title = is404 ? `404 — ${data.notFoundTitle}` : data.unexpectedTitle;
  return [...pageMeta(args, { title, description: title }), { name: "robots", content: "noindex" }];
};

function Shell({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("routes/$lang");
  if (!data) return <main id="main">{children}</main>;
  return (
    <>
      <Header lang={data.lang} careersUrl={data.careersUrl} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer lang={data.lang} social={data.social} careersUrl={data.careersUrl} />
    </>
  );
}

export default function LangLayout() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <Shell>
      <ErrorPage status={status} />
    </Shell>
  );
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useRouteLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { optional } from "~/content/sections.server";
import { unexpectedErrorMeta } from "~/content/pages/errors.server";
import { Footer } from "~/components/layout/footer";
import { footerMarkup } from "~/components/layout/footer-markup.server";
import { navMarkup } from "~/components/layout/nav-markup.server";
import { Header } from "~/components/layout/header";
import { GeneralErrorBoundary } from "~/components/layout/error-boundary";
import { requireLang } from "~/utils/lang.server";
import { routeMeta } from "~/utils/meta";
import { useServerMarkup } from "~/utils/server-markup";
import { footerSocialLinks } from "~/utils/social";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const lang = requireLang(request, params);
  // SPEC section 8: a failed social-link fetch is only logged; the footer renders without icons.
  const social = footerSocialLinks((await optional(context.content.get("Social.GetAllSocialLinks"))) ?? []);
  context.serverMarkup.footer = footerMarkup(lang, social, context.config.careersUrl);
  context.serverMarkup.navItems = navMarkup(lang, context.config.careersUrl, new URL(request.url).pathname);
  // A 404 carries its own meta; any other error under this layout shows the unexpected-error screen.
  return { lang, social, careersUrl: context.config.careersUrl, errorMeta: unexpectedErrorMeta(context, lang) };
}

/** The layout's data (social links, config) only changes with the language. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentParams, nextParams }) => currentParams.lang !== nextParams.lang;

export const meta = routeMeta;

function Shell({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("routes/$lang");
  const markup = useServerMarkup();
  if (!data) return <main id="main">{children}</main>;
  return (
    <>
      <Header lang={data.lang} careersUrl={data.careersUrl} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer lang={data.lang} social={data.social} careersUrl={data.careersUrl} markup={markup?.footer} />
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
  return (
    <Shell>
      <GeneralErrorBoundary />
    </Shell>
  );
}

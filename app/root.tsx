import { cssBundleHref } from "@remix-run/css-bundle";
import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import {
  Links,
  LiveReload,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { DEFAULT_LANG, dirOf, isLang, type Lang } from "./i18n/config";
import { browserDictionaryOf, loadBrowserDictionary } from "./i18n/browser-dictionary";
import { dictionaryAsset } from "./i18n/dictionary-assets.server";
import { I18nProvider } from "./i18n/react";
import { InlineStyles } from "./utils/critical-css";
import { RouteChangeScroll } from "./components/layout/route-change-scroll";
import { PendingIndicator } from "./components/ui/pending-indicator";
import { SiteLinkNavigation } from "./components/ui/site-link";
import { useHydrated } from "./components/solutions/use-hydrated";
// Side-effect imports: the compiler bundles them into the site's stylesheet, inlined by the server in every page
// (utils/critical-css). What only some pages need, routes declare (utils/route-styles.ts, decision 024).
import "./styles/app.css";
import "./styles/blocks.css";
import enhancementsCss from "./styles/enhancements.css";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  // Development links the stylesheets, so HMR swaps them on each edit; production inlines the site's
  // (utils/critical-css) and links the enhancements' once hydrated (Layout).
  ...(process.env.NODE_ENV === "development"
    ? [
        ...(cssBundleHref ? [{ rel: "stylesheet", href: cssBundleHref }] : []),
        { rel: "stylesheet", href: enhancementsCss },
      ]
    : []),
];

export async function loader({ params }: LoaderFunctionArgs) {
  const lang: Lang = isLang(params.lang) ? params.lang : DEFAULT_LANG;
  // The browser's reader (i18n/react.tsx) gets the language's strings as a document of their own, cached across
  // pages: the page only names it, and preloads it alongside the entry script (i18n/browser-dictionary.ts).
  return { lang, dictionaryHref: dictionaryAsset(lang).href };
}

/** A client navigation into the other language renders once its dictionary has arrived. */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const data = await serverLoader<typeof loader>();
  await loadBrowserDictionary(data.lang, data.dictionaryHref);
  return data;
}

export const shouldRevalidate: ShouldRevalidateFunction = ({ currentParams, nextParams, currentUrl, nextUrl, defaultShouldRevalidate, formMethod }) =>
  currentParams.lang !== nextParams.lang || ((formMethod !== undefined || currentUrl.href === nextUrl.href) && defaultShouldRevalidate);


export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const lang = data?.lang ?? DEFAULT_LANG;
  const hydrated = useHydrated();
  return (
    <html lang={lang} dir={dirOf(lang)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b4f5c" />
        <InlineStyles />
        <Meta />
        <Links />
        {/* The styles of states only JavaScript sets (pending indicator, lazy images loading, entrance animations):
            no document inlines them, the browser fetches them once it has hydrated, without blocking a paint. */}
        {hydrated && process.env.NODE_ENV !== "development" ? <link rel="stylesheet" href={enhancementsCss} /> : null}
        {data ? <link rel="preload" as="fetch" crossOrigin="anonymous" href={data.dictionaryHref} data-dictionary="" /> : null}
      </head>
      <body className={lang === "ar" ? "ar" : undefined}>
        {children}
        <ScrollRestoration />
        {/* Nothing on a first paint waits for JavaScript (every page works without it): the modules that hydrate
            it are fetched once the page has loaded, leaving the link to the page's fonts and images (decision 023). */}
        <Scripts hydrateAfterLoad />
        <LiveReload />
      </body>
    </html>
  );
}

/** A marker that the page is interactive: tests of JavaScript behaviour wait for it (tests/e2e/fixtures.ts). */
function useHydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}

export default function App() {
  const { lang } = useRouteLoaderData<typeof loader>("root")!;
  useHydratedMarker();
  return (
    <I18nProvider lang={lang} dictionary={browserDictionaryOf(lang)}>
      <RouteChangeScroll />
      <PendingIndicator />
      <SiteLinkNavigation />
      <Outlet />
    </I18nProvider>
  );
}

/**
 * Last-resort screen for failures above the language layout (which has its own
 * boundary with header and footer). Never shows a stack trace.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  useHydratedMarker();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="fatal-error" id="main">
      <h1>Unexpected Application Error!</h1>
      <p lang="ar" dir="rtl">
        حدث خطأ غير متوقع في التطبيق.
      </p>
      <p>{status === 404 ? "404 — Not Found" : "Something went wrong on our side. Please try again in a moment."}</p>
      <p>
        <a href="/ar/home">الصفحة الرئيسية</a> · <a href="/en/home">Home page</a>
      </p>
    </main>
  );
}

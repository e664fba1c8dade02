import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { DEFAULT_LANG, isLang } from "./i18n/config";
import { loadBrowserDictionary } from "./i18n/browser-dictionary";

const lang = document.documentElement.lang;
const dictionary = document.querySelector<HTMLLinkElement>("link[data-dictionary]");

// The page's dictionary is a document of its own (i18n/browser-dictionary.ts), preloaded by the page. If it
// cannot be fetched the page stays as the server rendered it: links and forms work without JavaScript.
(dictionary ? loadBrowserDictionary(isLang(lang) ? lang : DEFAULT_LANG, dictionary.href) : Promise.reject(new Error("no dictionary link"))).then(
  () =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <RemixBrowser />
        </StrictMode>,
      );
    }),
  (error: unknown) => console.error("The page's dictionary could not be loaded; it stays without JavaScript.", error),
);

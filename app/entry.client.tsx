import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { DEFAULT_LANG, isLang } from "./i18n/config";
import { loadBrowserDictionary } from "./i18n/browser-dictionary";

const lang = document.documentElement.lang;

// The page's dictionary is a chunk of its own (i18n/browser-dictionary.ts), preloaded by the document. If it
// cannot be fetched the page stays as the server rendered it: links and forms work without JavaScript.
loadBrowserDictionary(isLang(lang) ? lang : DEFAULT_LANG).then(
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

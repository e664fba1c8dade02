/**
 * GET /i18n/{lang}.{hash}.json: a language's dictionary for the browser's reader (app/i18n/browser-dictionary.ts).
 * The address names the bytes, so they are cached for good. A page of an earlier build may still ask for its own
 * hash: it gets today's strings, revalidated every time, rather than a page that cannot hydrate.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { isLang } from "~/i18n/config";
import { dictionaryAsset } from "~/i18n/dictionary-assets.server";

export function loader({ params }: LoaderFunctionArgs) {
  const [, lang, hash] = /^([a-z]{2})\.([0-9a-f]{12})\.json$/.exec(params.file ?? "") ?? [];
  if (!isLang(lang)) throw new Response("Not Found", { status: 404, headers: { "Cache-Control": "no-store" } });
  const asset = dictionaryAsset(lang);
  return new Response(asset.json, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": hash === asset.hash ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
    },
  });
}

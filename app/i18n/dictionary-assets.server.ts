/**
 * Where the browser build put each language's dictionary chunk (browser-dictionary.ts), so the document can
 * preload it with the page instead of after the entry script runs. esbuild's metafile of the browser build
 * names the chunk of each entry point, dynamic imports included. Read once: a build's chunks do not change.
 * Without a metafile (a test render) there is no preload, and the browser still imports the chunk itself.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { LANGUAGES, type Lang } from "./config";

const METAFILE = resolve("build/metafile.js.json");

interface Metafile {
  outputs: Record<string, { entryPoint?: string }>;
}

let hrefs: Partial<Record<Lang, string>> | undefined;

export function dictionaryChunkHref(lang: Lang): string | undefined {
  hrefs ??= readHrefs();
  return hrefs[lang];
}

function readHrefs(): Partial<Record<Lang, string>> {
  let metafile: Metafile;
  try {
    metafile = JSON.parse(readFileSync(METAFILE, "utf8")) as Metafile;
  } catch {
    return {};
  }
  return chunkHrefs(metafile);
}

/** `public/build/_shared/ar-X.js` → `/build/_shared/ar-X.js`, for each language's `app/i18n/dictionaries/{lang}.ts`. */
export function chunkHrefs(metafile: Metafile): Partial<Record<Lang, string>> {
  const found: Partial<Record<Lang, string>> = {};
  for (const [output, { entryPoint }] of Object.entries(metafile.outputs)) {
    const lang = LANGUAGES.find((l) => entryPoint === `app/i18n/dictionaries/${l}.ts`);
    if (lang && output.endsWith(".js")) found[lang] = `/${output.replace(/^public\//, "")}`;
  }
  return found;
}

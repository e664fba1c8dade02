/**
 * Each language's dictionary as the browser fetches it (browser-dictionary.ts): one JSON document whose address
 * carries a hash of its bytes, so it is cached for good (`immutable`) and a new build's strings get a new address.
 * Made once per process: the dictionaries are fixed for a build.
 */
import { createHash } from "node:crypto";
import type { Lang } from "./config";
import { dictionaries } from "./dictionaries";

export interface DictionaryAsset {
  /** `/i18n/ar.0123456789ab.json` */
  href: string;
  hash: string;
  json: string;
}

const assets = new Map<Lang, DictionaryAsset>();

export function dictionaryAsset(lang: Lang): DictionaryAsset {
  let asset = assets.get(lang);
  if (!asset) {
    const json = JSON.stringify(dictionaries[lang]);
    const hash = createHash("sha256").update(json).digest("hex").slice(0, 12);
    asset = { href: `/i18n/${lang}.${hash}.json`, hash, json };
    assets.set(lang, asset);
  }
  return asset;
}

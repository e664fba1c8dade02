import type { ParseKeys } from "i18next";
import type { Dictionary } from "./dictionaries";

export type TranslationKey = ParseKeys;
export type TranslationVars = Record<string, string | number>;
export type TFunction = (key: TranslationKey, vars?: TranslationVars) => string;

/**
 * The browser's reader of the dictionaries, so that i18next (14 KB gzip) stays out of every page's first
 * load: it gives i18next's own answer for every key of both languages, which reader.test.ts checks key by
 * key. It knows what the dictionaries use and no more: dotted keys and {{name}} placeholders. It needs no
 * English fallback: Arabic is typed against English, so no Arabic key is missing (reader.test.ts checks).
 */
export function translate(dictionary: Dictionary, key: TranslationKey, vars?: TranslationVars): string {
  let node: unknown = dictionary;
  for (const part of key.split(".")) {
    node = node !== null && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== "string") return key;
  return vars ? interpolate(node, vars) : node;
}

/** i18next's loop: a placeholder without a value stays as written; one with a value replaces the first occurrence of its text. */
function interpolate(template: string, vars: TranslationVars): string {
  const placeholder = /{{(.+?)}}/g;
  let text = template;
  for (let match = placeholder.exec(text); match; match = placeholder.exec(text)) {
    const name = match[1].trim();
    if (!Object.hasOwn(vars, name)) continue;
    // The types say string or number; i18next writes undefined and null as nothing, and so does this.
    const value = String((vars[name] as unknown) ?? "");
    text = text.replace(match[0], () => value);
    placeholder.lastIndex += value.length - match[0].length;
  }
  return text;
}

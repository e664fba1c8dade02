import type { ParseKeys } from "i18next";
import type { Dictionary } from "./dictionaries";

export type TranslationKey = ParseKeys;
export type TranslationVars = Record<string, string | number>;
export type TFunction = (key: TranslationKey, vars?: TranslationVars) => string;

/**
 * Looks up a dotted key and fills {{name}} placeholders. Keys are typed from the
 * English dictionary, and every Arabic module is typed against it, so a lookup
 * cannot miss at run time; the key itself is the last-resort fallback.
 */
export function translate(dictionary: Dictionary, key: TranslationKey, vars?: TranslationVars): string {
  let node: unknown = dictionary;
  for (const part of key.split(".")) {
    node = node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== "string") return key;
  return vars ? node.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match)) : node;
}

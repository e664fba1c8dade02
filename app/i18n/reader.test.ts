/**
 * The browser's reader must answer what i18next answers, or the page the browser hydrates differs from
 * the page the server rendered. Checked for every key of both dictionaries (listed from the dictionaries
 * themselves, so a new key is checked without touching this file), with and without values for its
 * placeholders, against the server's own i18next.
 */
import { describe, expect, it } from "vitest";
import { LANGUAGES, type Lang } from "./config";
import { dictionaries, type Dictionary } from "./dictionaries";
import { dictionaryAsset } from "./dictionary-assets.server";
import { createI18n, fixedT, getFixedT } from "./i18n.server";
import { translate, type TFunction, type TranslationKey, type TranslationVars } from "./reader";

type Tree = { [key: string]: string | Tree };

/** Every string of a dictionary by its dotted key, however deep. */
function leaves(tree: Tree, prefix = ""): Map<TranslationKey, string> {
  const found = new Map<TranslationKey, string>();
  for (const [name, value] of Object.entries(tree)) {
    const key = (prefix + name) as TranslationKey;
    if (typeof value === "string") found.set(key, value);
    else for (const [k, v] of leaves(value, `${key}.`)) found.set(k, v);
  }
  return found;
}

const strings = { ar: leaves(dictionaries.ar), en: leaves(dictionaries.en) } satisfies Record<Lang, Map<TranslationKey, string>>;
const allKeys = [...new Set([...strings.en.keys(), ...strings.ar.keys()])].sort();

/** Placeholder names as i18next reads them: what stands between {{ and }}, trimmed. */
const placeholdersOf = (key: TranslationKey): string[] => {
  const names = [strings.en.get(key), strings.ar.get(key)].flatMap((s) => [...(s ?? "").matchAll(/{{(.+?)}}/g)].map((m) => m[1].trim()));
  return [...new Set(names)];
};

/**
 * Values a naive reader would get wrong: String.replace patterns, a value that reads like a placeholder,
 * markup, Arabic, nothing, and numbers across Arabic's plural categories (i18next would pick a plural
 * form for `count` if a dictionary had one).
 */
const VALUES: (string | number)[] = ["Manar", "منار للتعليم", " padded ", "$& $1 $$ $` $'", "{{query}} {{count}}", "<b>&amp;</b>", "", 0, 1, 2, 3, 11, 100, 2.5];

/** No values, an empty set, each value in every placeholder, each placeholder left out in turn, a stranger. */
function varSets(names: string[]): (TranslationVars | undefined)[] {
  const all = (value: string | number) => Object.fromEntries(names.map((n) => [n, value]));
  return [
    undefined,
    {},
    ...VALUES.map(all),
    ...names.map((missing) => Object.fromEntries(names.filter((n) => n !== missing).map((n) => [n, "x"]))),
    { ...all("y"), unrelated: "z" },
  ];
}

function mismatches(key: TranslationKey, reader: (vars?: TranslationVars) => string, t: TFunction, sets = varSets(placeholdersOf(key))) {
  return sets
    .map((vars) => ({ vars, reader: reader(vars), i18next: t(key, vars) }))
    .filter((r) => r.reader !== r.i18next);
}

describe("the dictionaries", () => {
  it("are read by their keys, nested levels and placeholders included", () => {
    expect(strings.en.size).toBeGreaterThan(200);
    expect(strings.ar.size).toBe(strings.en.size);
    expect(allKeys).toContain("contact.errors.firstNameRequired");
    expect(allKeys.filter((k) => placeholdersOf(k).length > 0).length).toBeGreaterThanOrEqual(8);
  });
});

describe.each(LANGUAGES)("in %s, the reader of the dictionary the browser fetches gives i18next's output", (lang) => {
  const dictionary = JSON.parse(dictionaryAsset(lang).json) as Dictionary;
  it.each(allKeys)("%s", (key) => {
    expect(mismatches(key, (vars) => translate(dictionary, key, vars), getFixedT(lang))).toEqual([]);
  });
});

describe("Arabic", () => {
  // The browser's Arabic dictionary carries no English fallback (browser-dictionary.ts): every key must be there,
  // or the reader would show the key where i18next shows the English string.
  it("has every key of English, so the browser needs no fallback", () => {
    expect([...strings.ar.keys()].sort()).toEqual([...strings.en.keys()].sort());
  });
});

describe("an unknown key", () => {
  it.each(LANGUAGES)("answers the key itself in %s, as i18next does", (lang) => {
    for (const key of ["nav.nothing", "nothing", "nav.home.deeper"] as unknown as TranslationKey[]) {
      expect(translate(dictionaries[lang], key)).toBe(getFixedT(lang)(key));
      expect(translate(dictionaries[lang], key)).toBe(key);
    }
  });
});

describe("placeholders the dictionaries may come to use", () => {
  // Several placeholders in one string: i18next fills them in turn, each time replacing the first
  // occurrence of the placeholder's text, which a value may itself contain.
  const templates = { two: "{{a}} and {{b}}", twice: "{{a}}, {{a}}", spaced: "{{ a }} / {{a}}", three: "{{a}} {{b}} {{a}}", adjacent: "{{a}}{{b}}" };
  const dictionary = { t: templates } as unknown as Dictionary;
  const engine = createI18n({ ar: dictionary, en: dictionary });
  const sets = [...varSets(["a", "b"]), { a: "{{b}}", b: "X" }, { a: "{{a}}", b: "{{a}}" }, { a: "$&", b: "{{a}}" }];
  it.each(Object.keys(templates))("t.%s", (name) => {
    const key = `t.${name}` as TranslationKey;
    expect(mismatches(key, (vars) => translate(dictionary, key, vars), fixedT(engine, "en"), sets)).toEqual([]);
  });
});

describe("the server's translator", () => {
  it("keeps answers with values apart by their values, however many it has kept", () => {
    const t = getFixedT("en");
    for (let year = 1000; year < 3500; year++) expect(t("footer.rights", { year })).toContain(String(year));
    expect(t("footer.rights", { year: 2026 })).toContain("2026");
    expect(t("footer.rights", { year: "x".repeat(400) })).toContain("x".repeat(400));
  });
});

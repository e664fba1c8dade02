import type { LoaderFunctionArgs } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { dictionaries } from "~/i18n/dictionaries";
import { dictionaryAsset } from "~/i18n/dictionary-assets.server";
import { loader } from "./i18n.$file";

const get = (file: string) => loader({ params: { file } } as unknown as LoaderFunctionArgs);

describe("GET /i18n/{lang}.{hash}.json", () => {
  it("answers the language's dictionary, cached for good, at the address the pages name", async () => {
    for (const lang of ["ar", "en"] as const) {
      const { href } = dictionaryAsset(lang);
      expect(href).toMatch(new RegExp(`^/i18n/${lang}\\.[0-9a-f]{12}\\.json$`));
      const response = get(href.slice("/i18n/".length));
      expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("Content-Type")).toContain("application/json");
      expect(await response.json()).toEqual(dictionaries[lang]);
    }
  });

  it("gives an earlier build's address today's strings, revalidated every time", async () => {
    const response = get("ar.000000000000.json");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
    expect(await response.json()).toEqual(dictionaries.ar);
  });

  it.each(["fr.000000000000.json", "ar.json", "ar.0123.json", "../ar.000000000000.json", ""])("%j is not found", (file) => {
    let thrown: unknown;
    try {
      get(file);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });
});

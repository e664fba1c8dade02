import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { contract } from "../contract";
import { authoredEndpoints } from "./seed-content";
import { loadSeedContent, SEED_DIR, SeedDataError } from "./seed-files";

const copies: string[] = [];
afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the real seed with one file changed by `edit`. */
function seedWith(file: string, edit: (json: unknown) => unknown): string {
  const dir = mkdtempSync(join(tmpdir(), "manar-seed-"));
  copies.push(dir);
  cpSync(SEED_DIR, dir, { recursive: true });
  const path = join(dir, file);
  writeFileSync(path, JSON.stringify(edit(JSON.parse(readFileSync(path, "utf8")))));
  return dir;
}

function errorOf(dir: string): SeedDataError {
  try {
    loadSeedContent(dir);
  } catch (error) {
    if (error instanceof SeedDataError) return error;
    throw error;
  }
  throw new Error("the seed loaded");
}

describe("the seed files", () => {
  it("hold every authored endpoint and collection, each valid against the contract", () => {
    const seed = loadSeedContent();
    expect(Object.keys(seed.documents)).toEqual(authoredEndpoints);
    for (const endpoint of authoredEndpoints) {
      expect(contract[endpoint].result.safeParse(seed.documents[endpoint]).success, endpoint).toBe(true);
    }
    expect(seed.news).toHaveLength(12);
    expect(seed.blogs).toHaveLength(12);
    expect(seed.projects).toHaveLength(24);
  });

  it("a value of the wrong type names the file and the place in it", () => {
    const dir = seedWith("projects.json", (projects) => {
      (projects as Array<{ projectHeader: { titleEn: unknown } }>)[3].projectHeader.titleEn = null;
      return projects;
    });
    const error = errorOf(dir);
    expect(error.file).toBe(join(dir, "projects.json"));
    expect(error.message).toContain("projects.json: [3].projectHeader.titleEn: Invalid input: expected string, received null");
  });

  it("a wrong field inside a document names the endpoint key", () => {
    const dir = seedWith("documents/OfferingK2.json", (doc) => {
      const k2 = doc as Record<string, { services: Array<{ titleAr?: string }> }>;
      delete k2["OfferingK2.GetOfferingCategoriesServices"].services[1].titleAr;
      return k2;
    });
    expect(errorOf(dir).message).toMatch(
      /OfferingK2\.json: \.OfferingK2\.GetOfferingCategoriesServices\.services\[1\]\.titleAr: Invalid input: expected string, received undefined$/,
    );
  });

  it("refuses a key that is no authored endpoint, a repeated one and a missing one", () => {
    const unknown = seedWith("documents/home.json", (doc) => ({ ...(doc as object), "home.heroSection": {} }));
    expect(errorOf(unknown).message).toContain("home.json: .home.heroSection: not an authored endpoint");

    const derived = seedWith("documents/home.json", (doc) => ({ ...(doc as object), "home.search": [] }));
    expect(errorOf(derived).message).toContain(".home.search: not an authored endpoint");

    const repeated = seedWith("documents/Social.json", (doc) => ({
      ...(doc as object),
      "Award.headSection": JSON.parse(readFileSync(join(SEED_DIR, "documents/Award.json"), "utf8"))["Award.headSection"],
    }));
    expect(errorOf(repeated).message).toMatch(/Social\.json: \.Award\.headSection: already given in .*Award\.json/);

    const missing = seedWith("documents/History.json", (doc) => {
      const { ["History.historyyears"]: _gone, ...rest } = doc as Record<string, unknown>;
      return rest;
    });
    expect(errorOf(missing).message).toMatch(/documents: no content for History\.historyyears$/);
  });

  it("a file that is not JSON names the file", () => {
    const dir = seedWith("titles.json", (titles) => titles);
    writeFileSync(join(dir, "titles.json"), '[{"code": "home",]');
    expect(errorOf(dir).message).toMatch(/titles\.json: not valid JSON: /);
  });

  it("a title code outside TITLE_CODES is refused", () => {
    const dir = seedWith("titles.json", (titles) => [...(titles as object[]), { code: "nope", titleEn: "x", titleAr: "y" }]);
    expect(errorOf(dir).message).toMatch(/titles\.json: \[26\]\.code: Invalid option/);
  });
});

/**
 * Reads the seed content from its JSON files (content/seed/) and checks every value against the
 * contract's schemas, so a wrong field stops the seeding with the file and the place in it, before
 * anything is written. Read at seeding time, not bundled: an editor changes copy in JSON and
 * `npm run db:reset` shows it, with no TypeScript and no rebuild.
 */
import { readdirSync, readFileSync } from "node:fs";
import { isAbsolute, join, relative } from "node:path";
import type * as z from "zod";
import {
  authoredEndpoints,
  collectionFiles,
  derivedHeads,
  documentSchema,
  type AuthoredDocuments,
  type DerivedHeads,
  type SeedContent,
} from "./seed-content";

/** Relative to the working directory, like DATABASE_PATH: `npm start`, `npm run db:reset` and the tests run from the repository. */
export const SEED_DIR = "content/seed";
const DOCUMENTS = "documents";

export class SeedDataError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`Seed content ${file}: ${problems.join("; ")}`);
    this.name = "SeedDataError";
  }
}

/** As an editor types it from the repository (`content/seed/news.json`); absolute when elsewhere. */
function shown(path: string): string {
  const fromHere = relative(process.cwd(), path);
  return fromHere.startsWith("..") || isAbsolute(fromHere) ? path : fromHere;
}

/** `[3].projectHeader.titleEn`, the way an editor finds the place in the file. */
function formatPath(path: ReadonlyArray<PropertyKey>): string {
  return path.map((p) => (typeof p === "number" ? `[${p}]` : `.${String(p)}`)).join("") || "(top level)";
}

function parseWith<T>(file: string, schema: z.ZodType<T>, value: unknown, at: PropertyKey[] = []): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new SeedDataError(
    file,
    result.error.issues.map((i) => `${formatPath([...at, ...i.path])}: ${i.message}`),
  );
}

function readJson(dir: string, name: string): unknown {
  const path = join(dir, name);
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    throw new SeedDataError(shown(path), [`cannot read: ${(error as Error).message}`]);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new SeedDataError(shown(path), [`not valid JSON: ${(error as Error).message}`]);
  }
}

/** Every file of documents/ is an object of endpoint keys; together they hold each authored endpoint once. */
function readDocuments(dir: string): { documents: AuthoredDocuments; heads: DerivedHeads } {
  const documentsDir = join(dir, DOCUMENTS);
  const found = new Map<string, unknown>();
  const foundIn = new Map<string, string>();
  for (const name of readdirSync(documentsDir).filter((n) => n.endsWith(".json")).sort()) {
    const file = shown(join(documentsDir, name));
    const raw = readJson(documentsDir, name);
    if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
      throw new SeedDataError(file, ["(top level): expected an object of endpoint keys"]);
    }
    for (const [key, value] of Object.entries(raw)) {
      const schema = documentSchema(key);
      if (!schema) throw new SeedDataError(file, [`.${key}: not an authored endpoint of app/content/contract.ts`]);
      const earlier = foundIn.get(key);
      if (earlier) throw new SeedDataError(file, [`.${key}: already given in ${earlier}`]);
      found.set(key, parseWith(file, schema, value, [key]));
      foundIn.set(key, file);
    }
  }
  const headKeys = Object.keys(derivedHeads) as Array<keyof DerivedHeads>;
  const missing = [...authoredEndpoints, ...headKeys].filter((e) => !found.has(e));
  if (missing.length) {
    throw new SeedDataError(shown(documentsDir), [`no content for ${missing.join(", ")}`]);
  }
  // The contract's order, whatever the files' order: the seed numbers rows in this order.
  const documents = Object.fromEntries(authoredEndpoints.map((e) => [e, found.get(e)])) as AuthoredDocuments;
  const heads = Object.fromEntries(headKeys.map((k) => [k, found.get(k)])) as DerivedHeads;
  return { documents, heads };
}

export function loadSeedContent(dir: string = SEED_DIR): SeedContent {
  const collections = Object.fromEntries(
    Object.entries(collectionFiles).map(([key, { file, schema }]) => [
      key,
      parseWith(shown(join(dir, file)), schema as z.ZodType, readJson(dir, file)),
    ]),
  ) as Omit<SeedContent, "documents" | "heads">;
  return { ...readDocuments(dir), ...collections };
}

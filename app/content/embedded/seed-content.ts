/**
 * The shape of the bilingual seed content (content/seed/*.json) as zod schemas built from the
 * contract's, so an editor's JSON is checked against exactly what the API will answer. The seed
 * writer (./seed.ts) decides how it is stored: real tables for collections, JSON documents for
 * one-off sections.
 */
import * as z from "zod";
import { contract, type Endpoint, type ResultOf } from "../contract";
import * as s from "../schemas";
import { TITLE_CODES } from "../title-codes";
import { derivedEndpoints, type DerivedEndpoint } from "../embedded.server";

/** Endpoints whose whole result is authored as-is: every endpoint the embedded source does not derive. */
export type AuthoredEndpoint = Exclude<Endpoint, DerivedEndpoint>;

const derived: ReadonlySet<string> = new Set(derivedEndpoints);
/** In the contract's order, which is also the order the seed writes them (and so numbers their rows). */
export const authoredEndpoints = (Object.keys(contract) as Endpoint[]).filter(
  (e): e is AuthoredEndpoint => !derived.has(e),
);

export type AuthoredDocuments = { [E in AuthoredEndpoint]: ResultOf<E> };

/** Home sections whose items are derived from the collections (latest projects, latest news): only the head is authored. */
export const derivedHeads = {
  "home.latestprojects": s.textSection,
  "home.latestnews": s.textSection,
} satisfies Partial<Record<DerivedEndpoint, z.ZodType>>;
export type DerivedHeads = { [K in keyof typeof derivedHeads]: s.TextSection };

export const projectSeed = s.projectDetails.extend({
  /** Card text on the projects list and home. */
  summaryEn: z.string(),
  summaryAr: z.string(),
  /** /api/Projects/GetLatestProjectSection */
  shortDescriptionEn: z.string(),
  shortDescriptionAr: z.string(),
  /** ISO date, newest first on lists. */
  createdDate: z.string(),
});
export type ProjectSeed = z.infer<typeof projectSeed>;

export const titleSeed = z.object({ code: z.enum(TITLE_CODES), titleEn: z.string(), titleAr: z.string() });
export type TitleSeed = z.infer<typeof titleSeed>;

/** The collection files of content/seed/, each a JSON array. */
export const collectionFiles = {
  projects: { file: "projects.json", schema: z.array(projectSeed) },
  news: { file: "news.json", schema: z.array(s.newsDetails) },
  blogs: { file: "blogs.json", schema: z.array(s.blogDetails) },
  sustainabilityProjects: { file: "sustainability-projects.json", schema: z.array(s.sustainabilityProjectDetails) },
  titles: { file: "titles.json", schema: z.array(titleSeed) },
} as const;

type Collections = { [K in keyof typeof collectionFiles]: z.infer<(typeof collectionFiles)[K]["schema"]> };

export interface SeedContent extends Collections {
  documents: AuthoredDocuments;
  heads: DerivedHeads;
}

/** The schema a document endpoint's authored value must match, or undefined for a key that is not one. */
export function documentSchema(key: string): z.ZodType | undefined {
  if (key in derivedHeads) return derivedHeads[key as keyof typeof derivedHeads];
  if (key in contract && !derived.has(key)) return contract[key as AuthoredEndpoint].result;
  return undefined;
}

/**
 * One-off: writes the TypeScript seed (db/seed/data/*.ts) as JSON files under content/seed/,
 * one file per area of the contract for the authored documents, one per collection.
 * Run once with `npx tsx scripts/oneoff/seed-to-json.ts`; removed with the TypeScript seed.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { seedContent } from "../../db/seed/content";

const dir = "content/seed";
mkdirSync(`${dir}/documents`, { recursive: true });
const write = (file: string, value: unknown) => writeFileSync(`${dir}/${file}`, `${JSON.stringify(value, null, 2)}\n`);

const byArea = new Map<string, Record<string, unknown>>();
for (const [endpoint, value] of [...Object.entries(seedContent.documents), ...Object.entries(seedContent.heads)]) {
  const area = endpoint.split(".")[0];
  byArea.set(area, { ...byArea.get(area), [endpoint]: value });
}
for (const [area, documents] of byArea) write(`documents/${area}.json`, documents);
write("projects.json", seedContent.projects);
write("news.json", seedContent.news);
write("blogs.json", seedContent.blogs);
write("sustainability-projects.json", seedContent.sustainabilityProjects);
write("titles.json", seedContent.titles);
console.log(`${byArea.size} document files, order of documents:`);
console.log(Object.keys(seedContent.documents).join("\n"));

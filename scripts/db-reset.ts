/**
 * `npm run db:reset`: deletes the embedded store (DATABASE_PATH, default data/manar.db) and
 * re-creates it from the seed content (content/seed/*.json, checked against the contract), then
 * prints the row count of every table. A seed file with a wrong field stops it with the file and
 * the place in it, and leaves no store behind.
 *
 * Stop the server first: a running server keeps writing to the deleted file. A store that holds
 * contact enquiries is only deleted with `--force` (`npm run db:reset -- --force`).
 */
import { resolve } from "node:path";
import { loadSeedContent } from "../app/content/embedded/seed-files";
import { seedIfEmpty } from "../app/content/embedded/seed";
import { DEFAULT_DATABASE_PATH } from "../db/connection";
import { resetStore } from "../db/reset";

const path = process.env.DATABASE_PATH || DEFAULT_DATABASE_PATH;
const force = process.argv.includes("--force");
const started = performance.now();
if (process.env.DATABASE_URL) {
  // A shared PostgreSQL serves every instance: it is not deleted by one command (decision 021).
  console.error(
    "db:reset resets the SQLite file at DATABASE_PATH only. With DATABASE_URL set, drop and re-create the " +
      "database yourself (after `npm run enquiries:export`); the first instance to start migrates and seeds it.",
  );
  process.exit(1);
}
try {
  // Read and checked before the old store is deleted: bad data keeps the store there was.
  const content = loadSeedContent();
  const counts = await resetStore(path, { force, seed: (store) => seedIfEmpty(store, content) });
  const width = Math.max(...Object.keys(counts).map((t) => t.length));
  console.log(`Reset ${resolve(path)} in ${Math.round(performance.now() - started)} ms`);
  for (const [table, n] of Object.entries(counts)) console.log(`  ${table.padEnd(width)}  ${String(n).padStart(5)}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}

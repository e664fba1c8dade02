/**
 * `npm run db:reset`: deletes the embedded store (DATABASE_PATH, default
 * data/manar.db) with its -wal and -shm files, then re-creates, migrates and
 * seeds it and prints the row count of every table.
 *
 * Stop the server first: a running server keeps writing to the deleted file.
 * Enquiries are visitor data, not seed content, so a store that holds any is
 * only deleted with `--force` (`npm run db:reset -- --force`).
 */
import Database from "better-sqlite3";
import { existsSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { DEFAULT_DATABASE_PATH, migrateToLatest, openStore } from "./connection";
import { seedContent } from "./seed/content";
import { seedIfEmpty } from "./seed/seed";

export const STORE_FILE_SUFFIXES = ["", "-wal", "-shm", "-journal"] as const;

export class ResetRefusedError extends Error {
  constructor(
    readonly path: string,
    readonly enquiries: number,
  ) {
    super(
      `${path} holds ${enquiries} contact ${enquiries === 1 ? "enquiry" : "enquiries"}; ` +
        "export them first, or run `npm run db:reset -- --force` to delete them too.",
    );
    this.name = "ResetRefusedError";
  }
}

/** Enquiries in an existing store; 0 when there is no file or it is not a usable store. */
export function countEnquiries(path: string): number {
  if (!existsSync(path)) return 0;
  let sqlite: Database.Database | undefined;
  try {
    sqlite = new Database(path, { readonly: true, fileMustExist: true });
    const row = sqlite.prepare("SELECT count(*) AS n FROM enquiries").get() as { n: number };
    return row.n;
  } catch {
    return 0;
  } finally {
    sqlite?.close();
  }
}

/** Rows per table, FTS5 shadow tables and migration bookkeeping left out. */
export function tableCounts(sqlite: Database.Database): Record<string, number> {
  const tables = sqlite
    .prepare(
      "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name",
    )
    .all() as Array<{ name: string; sql: string | null }>;
  const virtual = tables.filter((t) => t.sql?.startsWith("CREATE VIRTUAL TABLE")).map((t) => t.name);
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    if (name.startsWith("kysely_") || virtual.some((v) => name.startsWith(`${v}_`))) continue;
    const row = sqlite.prepare(`SELECT count(*) AS n FROM "${name.replaceAll('"', '""')}"`).get() as { n: number };
    counts[name] = row.n;
  }
  return counts;
}

export async function resetStore(path: string, { force = false } = {}): Promise<Record<string, number>> {
  if (path === ":memory:") throw new Error("DATABASE_PATH is :memory:, there is nothing to reset");
  const enquiries = countEnquiries(path);
  if (enquiries > 0 && !force) throw new ResetRefusedError(path, enquiries);
  for (const suffix of STORE_FILE_SUFFIXES) rmSync(`${path}${suffix}`, { force: true });
  const store = openStore(path);
  try {
    await migrateToLatest(store);
    await seedIfEmpty(store, seedContent);
    return tableCounts(store.sqlite);
  } finally {
    await store.close();
  }
}

async function main(): Promise<void> {
  const path = process.env.DATABASE_PATH || DEFAULT_DATABASE_PATH;
  const force = process.argv.includes("--force");
  const started = performance.now();
  const counts = await resetStore(path, { force });
  const width = Math.max(...Object.keys(counts).map((t) => t.length));
  console.log(`Reset ${resolve(path)} in ${Math.round(performance.now() - started)} ms`);
  for (const [table, n] of Object.entries(counts)) console.log(`  ${table.padEnd(width)}  ${String(n).padStart(5)}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}

/**
 * Deletes a store with its -wal, -shm and -journal files, then re-creates, migrates and fills it
 * with what the caller's `seed` writes (`npm run db:reset`, scripts/db-reset.ts, passes the site's
 * seed: the store layer knows no content).
 *
 * Enquiries are visitor data, not seed content, so a store that holds any is
 * only deleted with `force`.
 */
import Database from "better-sqlite3";
import { existsSync, rmSync } from "node:fs";
import { migrateToLatest, openStore, type Store } from "./connection";

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

export async function resetStore(
  path: string,
  { force = false, seed }: { force?: boolean; seed: (store: Store) => Promise<unknown> },
): Promise<Record<string, number>> {
  if (path === ":memory:") throw new Error("DATABASE_PATH is :memory:, there is nothing to reset");
  const enquiries = countEnquiries(path);
  if (enquiries > 0 && !force) throw new ResetRefusedError(path, enquiries);
  for (const suffix of STORE_FILE_SUFFIXES) rmSync(`${path}${suffix}`, { force: true });
  const store = openStore(path);
  try {
    await migrateToLatest(store);
    await seed(store);
    return tableCounts(store.sqlite);
  } finally {
    await store.close();
  }
}

import Database from "better-sqlite3";
import { Kysely, Migrator, SqliteDialect } from "kysely";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { migrationProvider } from "./migrations";
import type { Database as Schema } from "./schema";

export interface Store {
  sqlite: Database.Database;
  db: Kysely<Schema>;
  close(): Promise<void>;
}

export const DEFAULT_DATABASE_PATH = "data/manar.db";

export function openStore(path: string = DEFAULT_DATABASE_PATH): Store {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const sqlite = new Database(path);
  sqlite.pragma("journal_mode = WAL");
  // FULL: a commit is on disk before it returns, so an acknowledged enquiry survives a crash or SIGKILL.
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { sqlite, db, close: () => db.destroy() };
}

export async function migrateToLatest(store: Store): Promise<void> {
  const migrator = new Migrator({ db: store.db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  for (const r of results ?? []) {
    if (r.status === "Error") console.error(`migration ${r.migrationName} failed`);
  }
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

import Database from "better-sqlite3";
import { Kysely, Migrator, SqliteDialect, type CompiledQuery } from "kysely";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { migrationProvider } from "./migrations";
import type { Database as Schema } from "./schema";
import { createWriter } from "./writer";

export interface Store {
  /** The main thread's connection: reads, migrations, seeding. */
  sqlite: Database.Database;
  db: Kysely<Schema>;
  /**
   * Durable writes that must not hold up requests (enquiries): the queries run in one transaction on the
   * writer thread (db/writer.ts); resolves once committed to disk.
   */
  write(queries: readonly CompiledQuery[]): Promise<void>;
  /** Waits for pending writes, then closes both connections. */
  close(): Promise<void>;
}

export const DEFAULT_DATABASE_PATH = "data/manar.db";

export function openStore(path: string = DEFAULT_DATABASE_PATH, options: { onWriterCrash?: (error: Error) => void } = {}): Store {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const sqlite = new Database(path);
  sqlite.pragma("journal_mode = WAL");
  // FULL: a commit is on disk before it returns, so an acknowledged enquiry survives a crash or SIGKILL.
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: sqlite }) });
  if (path === ":memory:") {
    // An in-memory store (tests) has no file another connection could share: it writes on its own.
    const write = async (queries: readonly CompiledQuery[]) => {
      await db.transaction().execute(async (trx) => {
        for (const query of queries) await trx.executeQuery(query);
      });
    };
    return { sqlite, db, write, close: () => db.destroy() };
  }
  const writer = createWriter(path, { onCrash: options.onWriterCrash });
  return {
    sqlite,
    db,
    write: (queries) => writer.write(queries),
    async close() {
      await writer.close();
      await db.destroy();
    },
  };
}

export async function migrateToLatest(store: Store): Promise<void> {
  const migrator = new Migrator({ db: store.db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed: string[] = [];
  for (const r of results ?? []) {
    if (r.status === "Error") failed.push(r.migrationName);
  }
  if (error) {
    const cause = error instanceof Error ? error : new Error(String(error));
    throw failed.length ? new Error(`migration ${failed.join(", ")} failed: ${cause.message}`, { cause }) : cause;
  }
}

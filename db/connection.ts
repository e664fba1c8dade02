import Database from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type CompiledQuery } from "kysely";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import pg from "pg";
import { migrationProvider } from "./migrations";
import type { Database as Schema } from "./schema";
import { createWriter } from "./writer";

export type Dialect = "sqlite" | "postgres";

export interface Store {
  readonly dialect: Dialect;
  /** Reads, migrations, seeding. */
  db: Kysely<Schema>;
  /**
   * Durable writes that must not hold up requests (enquiries): the queries run in one transaction (on SQLite
   * on the writer thread, db/writer.ts); resolves once committed, with the rows each query changed.
   */
  write(queries: readonly CompiledQuery[]): Promise<number[]>;
  /** True while the store answers a query. */
  ping(): Promise<boolean>;
  /** Waits for pending writes, then closes the connections. */
  close(): Promise<void>;
}

export interface SqliteStore extends Store {
  readonly dialect: "sqlite";
  /** The main thread's connection. */
  sqlite: Database.Database;
}

export interface PostgresStore extends Store {
  readonly dialect: "postgres";
  /** The pool write() uses, for other writes that must not queue in front of reads (shared rate limits). */
  writes: Kysely<Schema>;
}

export const DEFAULT_DATABASE_PATH = "data/manar.db";

/** More than the queries the site's code can write (their SQL is fixed; values are parameters). */
const MAX_STATEMENTS = 256;

/**
 * The connection as Kysely sees it, preparing each distinct SQL text once: Kysely asks better-sqlite3 to prepare
 * every query it runs, which an uncached page paid for each of its reads. A prepared statement is reusable (the
 * site never streams a query, which would hold one busy), and SQLite re-prepares it by itself if the schema
 * changes. Bounded, should some code ever inline values into SQL.
 */
export function withStatementCache(sqlite: Database.Database): { prepare(sql: string): Database.Statement; close(): void } {
  const statements = new Map<string, Database.Statement>();
  return {
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= MAX_STATEMENTS) statements.clear();
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
    close: () => sqlite.close(),
  };
}

/** Where the store lives: DATABASE_URL (PostgreSQL) when set, else the SQLite file at DATABASE_PATH. */
export interface StoreLocation {
  databaseUrl?: string;
  databasePath: string;
}

export function openConfiguredStore(
  location: StoreLocation,
  options: { onWriterCrash?: (error: Error) => void } = {},
): SqliteStore | PostgresStore {
  return location.databaseUrl ? openPostgresStore(location.databaseUrl) : openStore(location.databasePath, options);
}

export function openStore(path: string = DEFAULT_DATABASE_PATH, options: { onWriterCrash?: (error: Error) => void } = {}): SqliteStore {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const sqlite = new Database(path);
  sqlite.pragma("journal_mode = WAL");
  // FULL: a commit is on disk before it returns, so an acknowledged enquiry survives a crash or SIGKILL.
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  const ping = async () => {
    try {
      sqlite.prepare("SELECT 1").get();
      return true;
    } catch {
      return false;
    }
  };
  if (path === ":memory:") {
    // An in-memory store (tests) has no file another connection could share: it writes on its own.
    return { dialect: "sqlite", sqlite, db, write: (queries) => transactionWrite(db, queries), ping, close: () => db.destroy() };
  }
  const writer = createWriter(path, { onCrash: options.onWriterCrash });
  return {
    dialect: "sqlite",
    sqlite,
    db,
    write: (queries) => writer.write(queries),
    ping,
    async close() {
      await writer.close();
      await db.destroy();
    },
  };
}

/** The queries in one transaction on one connection; the rows each changed. */
async function transactionWrite(db: Kysely<Schema>, queries: readonly CompiledQuery[]): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const changes: number[] = [];
    for (const query of queries) {
      const result = await trx.executeQuery(query);
      changes.push(Number(result.numAffectedRows ?? 0));
    }
    return changes;
  });
}

/** PostgreSQL's int8 (count(*), BIGINT epoch-ms columns) as a number, as SQLite gives it: every value here fits. */
const INT8_OID = 20;
const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * A store on PostgreSQL (DATABASE_URL). Several instances may share it; a commit is durable on PostgreSQL's own
 * terms (synchronous_commit), so write() is a plain transaction. Reads and writes have pools of their own, as
 * on SQLite (main connection and writer thread): a burst of enquiries queues for the write pool while pages
 * and /healthz still find a connection (one shared pool let 500 posts hold /healthz for 2.7 s).
 */
export function openPostgresStore(url: string, { max = 10 }: { max?: number } = {}): PostgresStore {
  const pool = (name: string, size: number) => {
    const created = new pg.Pool({ connectionString: url, max: size, types, application_name: `manar-site ${name}` });
    // An idle client's error (the server restarted) is not fatal: the pool drops it and connects again.
    created.on("error", () => {});
    return new Kysely<Schema>({ dialect: new PostgresDialect({ pool: created }) });
  };
  const writesMax = Math.max(1, Math.floor(max / 2));
  const db = pool("reads", Math.max(1, max - writesMax));
  const writes = pool("writes", writesMax);
  return {
    dialect: "postgres",
    db,
    writes,
    write: (queries) => transactionWrite(writes, queries),
    async ping() {
      try {
        await sql`SELECT 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      await writes.destroy();
      await db.destroy();
    },
  };
}

/** Arbitrary, fixed: the key of the advisory lock instances take around migrating and seeding. */
const SETUP_LOCK = 0x6d616e61; // "mana"

/**
 * Runs `setup` (migrate, then seed) with the store to itself: on PostgreSQL under a session advisory lock, so
 * instances starting at once take turns and the later ones find the work done. SQLite has one process.
 */
export async function withSetupLock<T>(store: SqliteStore | PostgresStore, setup: () => Promise<T>): Promise<T> {
  if (store.dialect !== "postgres") return setup();
  // Held on the write pool: migrating and seeding read and write through the read pool meanwhile.
  return store.writes.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${SETUP_LOCK})`.execute(connection);
    try {
      return await setup();
    } finally {
      await sql`SELECT pg_advisory_unlock(${SETUP_LOCK})`.execute(connection);
    }
  });
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

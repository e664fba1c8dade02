/**
 * The stores an e2e test runs its own servers on: SQLite (each server's own file) and, with TEST_DATABASE_URL
 * (`npm test` starts a throwaway cluster: tests/support/pg-cluster.mjs), a fresh PostgreSQL database that
 * several servers may share. Without TEST_DATABASE_URL the PostgreSQL runs are skipped with that reason,
 * unless REQUIRE_POSTGRES=1, which makes the missing server an error.
 */
import Database from "better-sqlite3";
import pg from "pg";
import { createTestDatabase } from "../../db/testing/pg-database.mjs";

const serverUrl = process.env.TEST_DATABASE_URL || undefined;
if (!serverUrl && process.env.REQUIRE_POSTGRES === "1") {
  throw new Error("REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set: the PostgreSQL runs cannot be skipped here");
}

export type StoreKind = "sqlite" | "postgresql";
export const STORE_KINDS: readonly StoreKind[] = ["sqlite", "postgresql"];

/** Why this kind cannot run here, if it cannot. */
export const skipReason = (kind: StoreKind): string | undefined =>
  kind === "postgresql" && !serverUrl ? "TEST_DATABASE_URL is not set" : undefined;

export interface E2eStore {
  /** Added to the servers' environment. */
  env: Record<string, string>;
  /** Runs a read on the store; `dbPath` is the SQLite server's file (unused on PostgreSQL). */
  rows<T>(query: string, dbPath?: string): Promise<T[]>;
  dispose(): Promise<void>;
}

export async function openE2eStore(kind: StoreKind): Promise<E2eStore> {
  if (kind === "sqlite") {
    return {
      env: {},
      async rows<T>(query: string, dbPath?: string) {
        const db = new Database(dbPath!, { readonly: true });
        try {
          return db.prepare(query).all() as T[];
        } finally {
          db.close();
        }
      },
      dispose: async () => {},
    };
  }
  const database = await createTestDatabase(serverUrl!);
  return {
    env: { DATABASE_URL: database.url },
    async rows<T>(query: string) {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        return (await client.query(query)).rows as T[];
      } finally {
        await client.end();
      }
    },
    dispose: () => database.drop(),
  };
}

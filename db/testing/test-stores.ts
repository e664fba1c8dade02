/**
 * The stores a contract test runs against: SQLite in memory always; PostgreSQL when TEST_DATABASE_URL names a
 * server (scripts/run-tests.mjs starts a throwaway cluster and sets it; tests/support/pg-cluster.mjs). Each
 * PostgreSQL store is a database of its own, dropped on close, so test files may run in parallel.
 *
 * Without TEST_DATABASE_URL the PostgreSQL runs are skipped and say so in their name, unless
 * REQUIRE_POSTGRES=1 (set by `npm test`): then a missing server fails the run instead of passing quietly.
 */
import { describe } from "vitest";
import { openPostgresStore, openStore, type PostgresStore, type Store } from "../connection";
import { createTestDatabase } from "./pg-database.mjs";

export interface TestStoreKind {
  /** Shown in the test names. */
  name: string;
  /** Set when this kind cannot run here: the reason is in `name` too. */
  skip: boolean;
  open(): Promise<Store>;
}

const url = process.env.TEST_DATABASE_URL || undefined;

if (!url && process.env.REQUIRE_POSTGRES === "1") {
  throw new Error("REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set: the PostgreSQL runs cannot be skipped here");
}

export const testStoreKinds: readonly TestStoreKind[] = [
  { name: "sqlite", skip: false, open: async () => openStore(":memory:") },
  {
    name: url ? "postgresql" : "postgresql (skipped: TEST_DATABASE_URL is not set)",
    skip: !url,
    open: () => openTestPostgres(url!),
  },
];

/** A fresh database on the server at `serverUrl`, dropped when the store closes. */
export async function openTestPostgres(serverUrl: string): Promise<PostgresStore & { url: string }> {
  const database = await createTestDatabase(serverUrl);
  const store = openPostgresStore(database.url, { max: 4 });
  return {
    ...store,
    url: database.url,
    async close() {
      await store.close();
      await database.drop();
    },
  };
}

/** Runs `body` once per store kind, in a describe named after it (a kind that cannot run here is skipped). */
export function describeEachStore(body: (kind: TestStoreKind) => void): void {
  for (const kind of testStoreKinds) (kind.skip ? describe.skip : describe)(`on ${kind.name}`, () => body(kind));
}

import { sql, type Kysely } from "kysely";
import { ddlFor } from "./ddl";

/**
 * Hits per client key and window, for rate limits shared between instances on one store (db/rate-limits.ts,
 * docs/decisions/021-postgresql-store.md). Created on SQLite too, so both stores keep one schema; one
 * process there counts in memory. `reset_at` is epoch milliseconds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = ddlFor(db);
  await sql
    .raw(`CREATE TABLE rate_limits (key TEXT PRIMARY KEY, hits INTEGER NOT NULL, reset_at ${d.epochMs} NOT NULL)`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`DROP TABLE IF EXISTS rate_limits`).execute(db);
}

/**
 * An express-rate-limit store in the `rate_limits` table (db/migrations/003_rate_limits.ts): instances that
 * share one PostgreSQL share their counts, so N instances allow a client what one would, not N times it.
 * Each hit is one upsert that starts a new window when the old one has ended, atomic under concurrent
 * hits from any instance. Times come from the database's clock, the one clock all instances share.
 * Why not a package: docs/decisions/021-postgresql-store.md.
 */
import { sql, type Kysely } from "kysely";
import type { ClientRateLimitInfo, Store as RateLimitStore } from "express-rate-limit";
import type { Database as Schema } from "./schema";

const NOW_MS = sql<number>`(extract(epoch from clock_timestamp()) * 1000)::bigint`;

export class PostgresRateLimitStore implements RateLimitStore {
  readonly localKeys = false;
  private sweeper: NodeJS.Timeout;

  constructor(
    private readonly db: Kysely<Schema>,
    /** Tells this limiter's keys from another's in the one table. */
    readonly prefix: string,
    private readonly windowMs: number,
  ) {
    // Ended windows are dead weight: sweep them once a window (unref'd: never keeps a process alive).
    this.sweeper = setInterval(() => {
      void sql`DELETE FROM rate_limits WHERE reset_at <= ${NOW_MS}`.execute(db).catch(() => {});
    }, windowMs);
    this.sweeper.unref();
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const { rows } = await sql<{ hits: number; reset_at: number }>`SELECT hits, reset_at FROM rate_limits
      WHERE key = ${this.prefix + key} AND reset_at > ${NOW_MS}`.execute(this.db);
    const row = rows[0];
    return row ? { totalHits: row.hits, resetTime: new Date(row.reset_at) } : undefined;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const { rows } = await sql<{ hits: number; reset_at: number }>`INSERT INTO rate_limits AS r (key, hits, reset_at)
      VALUES (${this.prefix + key}, 1, ${NOW_MS} + ${this.windowMs})
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN r.reset_at <= ${NOW_MS} THEN 1 ELSE r.hits + 1 END,
        reset_at = CASE WHEN r.reset_at <= ${NOW_MS} THEN EXCLUDED.reset_at ELSE r.reset_at END
      RETURNING hits, reset_at`.execute(this.db);
    const row = rows[0]!;
    return { totalHits: row.hits, resetTime: new Date(row.reset_at) };
  }

  async decrement(key: string): Promise<void> {
    await sql`UPDATE rate_limits SET hits = GREATEST(hits - 1, 0)
      WHERE key = ${this.prefix + key} AND reset_at > ${NOW_MS}`.execute(this.db);
  }

  async resetKey(key: string): Promise<void> {
    await sql`DELETE FROM rate_limits WHERE key = ${this.prefix + key}`.execute(this.db);
  }

  shutdown(): void {
    clearInterval(this.sweeper);
  }
}

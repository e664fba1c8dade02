/** The shared rate-limit store, on a real PostgreSQL (TEST_DATABASE_URL; see db/testing/test-stores.ts). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest, openPostgresStore, type PostgresStore } from "./connection";
import { PostgresRateLimitStore } from "./rate-limits";
import { openTestPostgres, testStoreKinds } from "./testing/test-stores";

const postgres = testStoreKinds.find((k) => k.name.startsWith("postgresql"))!;

describe.skipIf(postgres.skip)(`PostgresRateLimitStore on ${postgres.name}`, () => {
  let first: PostgresStore & { url: string };
  /** A second instance: its own pool on the same database. */
  let second: PostgresStore;

  beforeAll(async () => {
    first = await openTestPostgres(process.env.TEST_DATABASE_URL!);
    await migrateToLatest(first);
    second = openPostgresStore(first.url);
  });

  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const limiter = (store: PostgresStore, prefix: string, windowMs = 60_000) => {
    const counts = new PostgresRateLimitStore(store.writes, prefix, windowMs);
    counts.shutdown();
    return counts;
  };

  it("counts every hit once across instances, even all at once", async () => {
    const [a, b] = [limiter(first, "shared:"), limiter(second, "shared:")];
    const hits = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? a : b).increment("10.0.0.1")));
    expect(hits.map((h) => h.totalHits).sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    const resets = new Set(hits.map((h) => h.resetTime?.getTime()));
    expect(resets.size, "one window for all of them").toBe(1);
    expect(await b.get("10.0.0.1")).toMatchObject({ totalHits: 30 });
    expect((await a.increment("10.0.0.2")).totalHits, "another client counts on its own").toBe(1);
  });

  it("decrements, resets a key, and keeps limiters with other prefixes apart", async () => {
    const [a, other] = [limiter(first, "a:"), limiter(second, "b:")];
    await a.increment("c");
    await a.increment("c");
    await a.decrement("c");
    expect((await a.increment("c")).totalHits).toBe(2);
    expect((await other.increment("c")).totalHits).toBe(1);
    await a.resetKey("c");
    expect(await a.get("c")).toBeUndefined();
    expect((await a.increment("c")).totalHits).toBe(1);
  });

  it("starts a new window once the old one has ended", async () => {
    const short = limiter(first, "short:", 500);
    await short.increment("c");
    await short.increment("c");
    // Waiting longer than the window cannot be too short on a busy machine: the window has ended either way.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(await short.get("c")).toBeUndefined();
    expect((await short.increment("c")).totalHits).toBe(1);
  });
});

/**
 * Instances starting at once on one PostgreSQL (docs/decisions/021-postgresql-store.md): each migrates and
 * seeds under the setup lock, so exactly one seeds and none fails. Needs TEST_DATABASE_URL.
 */
import { afterAll, describe, expect, it } from "vitest";
import { migrateToLatest, openPostgresStore, withSetupLock, type PostgresStore } from "../../../db/connection";
import { openTestPostgres, testStoreKinds } from "../../../db/testing/test-stores";
import { seedIfEmpty } from "./seed";
import { loadSeedContent } from "./seed-files";

const postgres = testStoreKinds.find((k) => k.name.startsWith("postgresql"))!;
const stores: PostgresStore[] = [];

afterAll(async () => {
  // The database's owner (the first) last: closing it drops the database.
  for (const store of stores.reverse()) await store.close();
});

describe.skipIf(postgres.skip)(`starting instances at once on ${postgres.name}`, () => {
  it("migrates and seeds once, and every instance starts", async () => {
    const first = await openTestPostgres(process.env.TEST_DATABASE_URL!);
    stores.push(first);
    for (let i = 0; i < 3; i++) stores.push(openPostgresStore(first.url, { max: 2 }));
    const content = loadSeedContent();
    const seeded = await Promise.all(
      stores.map((store) =>
        withSetupLock(store, async () => {
          await migrateToLatest(store);
          return seedIfEmpty(store, content);
        }),
      ),
    );
    expect(seeded.filter(Boolean)).toHaveLength(1);
    const news = await first.db.selectFrom("news").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    expect(news.n).toBe(content.news.length);
  });
});

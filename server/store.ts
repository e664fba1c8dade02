/** Opens the embedded store, migrates it and seeds it on first start (idempotent). */
import { migrateToLatest, openStore, type Store } from "../db/connection";
import { seedContent } from "../db/seed/content";
import { seedIfEmpty } from "../db/seed/seed";
import { log } from "./log";

export async function prepareStore(path: string): Promise<Store> {
  const store = openStore(path);
  await migrateToLatest(store);
  const started = performance.now();
  if (await seedIfEmpty(store, seedContent)) {
    log.info({ path, ms: Math.round(performance.now() - started) }, "store seeded");
  }
  return store;
}

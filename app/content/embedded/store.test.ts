/**
 * The embedded store on a real file: migrations, an idempotent seed, the
 * durability pragmas, and `npm run db:reset`.
 */
import Database from "better-sqlite3";
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest, openStore, type SqliteStore } from "../../../db/connection";
import { countEnquiries, ResetRefusedError, resetStore as resetBare, tableCounts } from "../../../db/reset";
import { createEmbeddedSource } from "../embedded.server";
import type { Enquiry } from "../enquiry";
import { seedIfEmpty } from "./seed";
import { loadSeedContent } from "./seed-files";

const seedContent = loadSeedContent();
const resetStore = (path: string, options: { force?: boolean } = {}) =>
  resetBare(path, { ...options, seed: (s) => seedIfEmpty(s, seedContent) });

const dir = mkdtempSync(join(tmpdir(), "manar-store-"));
const file = join(dir, "manar.db");
let store: SqliteStore;
let seededCounts: Record<string, number>;

const enquiry = (email: string): Enquiry => ({
  firstName: "Huda",
  lastName: "Nasser",
  email,
  phoneNumber: "0501234567",
  jobTitle: "Teacher",
  companyName: "Gulf School",
  country: "Kuwait",
  comment: "Durability check",
});

beforeAll(async () => {
  store = openStore(file);
  await migrateToLatest(store);
  expect(await seedIfEmpty(store, seedContent)).toBe(true);
  seededCounts = tableCounts(store.sqlite);
});

afterAll(async () => {
  await store?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("migration and seed", () => {
  it("creates and fills every table", () => {
    expect(seededCounts).toMatchObject({
      news: seedContent.news.length,
      blogs: seedContent.blogs.length,
      projects: seedContent.projects.length,
      sustainability_projects: seedContent.sustainabilityProjects.length,
      titles: seedContent.titles.length,
      enquiries: 0,
      mail_outbox: 0,
      rate_limits: 0,
    });
    expect(seededCounts.news).toBe(12);
    expect(seededCounts.search_index).toBe(seededCounts.search_items);
    for (const [table, n] of Object.entries(seededCounts)) {
      // What visitors send, not what the seed writes.
      if (!["enquiries", "mail_outbox", "rate_limits"].includes(table)) expect(n, table).toBeGreaterThan(0);
    }
  });

  it("a second seed returns false and changes nothing", async () => {
    expect(await seedIfEmpty(store, seedContent)).toBe(false);
    expect(tableCounts(store.sqlite)).toEqual(seededCounts);
  });

  it("migrating again is a no-op", async () => {
    await migrateToLatest(store);
    expect(tableCounts(store.sqlite)).toEqual(seededCounts);
  });

  it("a restart on the same file finds it seeded", async () => {
    const again = openStore(file);
    try {
      await migrateToLatest(again);
      expect(await seedIfEmpty(again, seedContent)).toBe(false);
      expect(tableCounts(again.sqlite)).toEqual(seededCounts);
    } finally {
      await again.close();
    }
  });

  it("a failed seed leaves the store empty, so the next start seeds it", async () => {
    const path = join(dir, "broken.db");
    const broken = openStore(path);
    try {
      await migrateToLatest(broken);
      const bad = { ...seedContent, news: [...seedContent.news, seedContent.news[0]] }; // duplicate primary key
      await expect(seedIfEmpty(broken, bad)).rejects.toThrow();
      expect(Object.values(tableCounts(broken.sqlite)).every((n) => n === 0)).toBe(true);
      expect(await seedIfEmpty(broken, seedContent)).toBe(true);
      expect(tableCounts(broken.sqlite)).toEqual(seededCounts);
    } finally {
      await broken.close();
    }
  });
});

describe("durability", () => {
  it("runs in WAL mode with synchronous FULL and foreign keys on", () => {
    expect(store.sqlite.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(store.sqlite.pragma("synchronous", { simple: true })).toBe(2);
    expect(store.sqlite.pragma("foreign_keys", { simple: true })).toBe(1);
  });

  it("an enquiry is visible to a second connection as soon as createEnquiry resolves", async () => {
    const other = new Database(file, { readonly: true, fileMustExist: true });
    try {
      await createEmbeddedSource(store).createEnquiry(enquiry("second-connection@example.com"));
      const row = other
        .prepare("SELECT first_name, email FROM enquiries WHERE email = ?")
        .get("second-connection@example.com");
      expect(row).toEqual({ first_name: "Huda", email: "second-connection@example.com" });
    } finally {
      other.close();
    }
  });

  it("an acknowledged enquiry survives the process being killed at once", () => {
    const script = join(dir, "write-and-die.mts");
    const url = (p: string) => pathToFileURL(resolve(p)).href;
    writeFileSync(
      script,
      `import { openStore } from ${JSON.stringify(url("db/connection.ts"))};
       import { createEmbeddedSource } from ${JSON.stringify(url("app/content/embedded.server.ts"))};
       const store = openStore(${JSON.stringify(file)});
       await createEmbeddedSource(store).createEnquiry(${JSON.stringify(enquiry("killed@example.com"))});
       process.stdout.write("acknowledged\\n", () => process.kill(process.pid, "SIGKILL"));`,
    );
    const child = spawnSync(process.execPath, ["--import", "tsx", script], { encoding: "utf8", timeout: 15_000 });
    expect(child.stdout, child.stderr).toBe("acknowledged\n");
    expect(child.signal).toBe("SIGKILL");
    const reader = new Database(file, { readonly: true, fileMustExist: true });
    try {
      expect(reader.prepare("SELECT count(*) AS n FROM enquiries WHERE email = 'killed@example.com'").get()).toEqual({
        n: 1,
      });
    } finally {
      reader.close();
    }
  });
});

describe("db:reset", () => {
  it("deletes the store and its -wal/-shm files, then re-creates and seeds it", async () => {
    const path = join(dir, "reset.db");
    writeFileSync(path, "not a database");
    writeFileSync(`${path}-wal`, "stale wal");
    writeFileSync(`${path}-shm`, "stale shm");
    const counts = await resetStore(path);
    expect(counts).toEqual(seededCounts);
    expect(existsSync(`${path}-wal`)).toBe(false);
    expect(existsSync(`${path}-shm`)).toBe(false);
    const check = new Database(path, { readonly: true });
    try {
      expect(check.pragma("journal_mode", { simple: true })).toBe("wal");
      expect(tableCounts(check)).toEqual(seededCounts);
    } finally {
      check.close();
    }
  });

  it("refuses to delete enquiries without --force", async () => {
    const path = join(dir, "with-enquiries.db");
    await resetStore(path);
    const s = openStore(path);
    await createEmbeddedSource(s).createEnquiry(enquiry("keep-me@example.com"));
    await s.close();
    expect(countEnquiries(path)).toBe(1);
    await expect(resetStore(path)).rejects.toBeInstanceOf(ResetRefusedError);
    expect(countEnquiries(path)).toBe(1);
    expect(await resetStore(path, { force: true })).toEqual(seededCounts);
    expect(countEnquiries(path)).toBe(0);
  });

  it("`npm run db:reset` honours DATABASE_PATH and prints row counts", () => {
    const path = join(dir, "npm-reset", "manar.db");
    const run = spawnSync("npm", ["run", "--silent", "db:reset"], {
      encoding: "utf8",
      env: { ...process.env, DATABASE_PATH: path },
      timeout: 30_000,
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain(`Reset ${path}`);
    expect(run.stdout).toMatch(/^\s+news\s+12$/m);
    expect(run.stdout).toMatch(/^\s+enquiries\s+0$/m);
    expect(existsSync(path)).toBe(true);
  });

  it("`npm run db:reset` with a bad seed file names the file and the place, and keeps the store", async () => {
    const path = join(dir, "bad-seed.db");
    await resetStore(path);
    // The seed is read relative to the working directory, like DATABASE_PATH: run from a copy with one bad value.
    const cwd = join(dir, "bad-seed-checkout");
    const seedDir = join(cwd, "content/seed");
    cpSync("content/seed", seedDir, { recursive: true });
    const news = JSON.parse(readFileSync(join(seedDir, "news.json"), "utf8")) as Array<Record<string, unknown>>;
    news[2].titleEn = 42;
    writeFileSync(join(seedDir, "news.json"), JSON.stringify(news));
    const tsx = pathToFileURL(resolve("node_modules/tsx/dist/loader.mjs")).href;
    const run = spawnSync(process.execPath, ["--import", tsx, resolve("scripts/db-reset.ts")], {
      cwd,
      encoding: "utf8",
      // Run from elsewhere, tsx still needs the project's tsconfig for the `~/` paths of the modules it loads.
      env: { ...process.env, DATABASE_PATH: path, TSX_TSCONFIG_PATH: resolve("tsconfig.json") },
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("Seed content content/seed/news.json: [2].titleEn: Invalid input: expected string, received number");
    const kept = new Database(path, { readonly: true });
    try {
      expect(tableCounts(kept)).toEqual(seededCounts);
    } finally {
      kept.close();
    }
  });
});

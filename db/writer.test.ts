import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { CompiledQuery } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createWriter, WriterStoppedError, type Writer } from "./writer";

let dir: string;
let path: string;
let writer: Writer | undefined;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "manar-writer-"));
  path = join(dir, "store.db");
  const db = new Database(path);
  db.pragma("journal_mode = WAL");
  db.exec("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)");
  db.close();
});

afterEach(async () => {
  await writer?.close();
  writer = undefined;
  rmSync(dir, { recursive: true, force: true });
});

const insert = (body: string | null) => CompiledQuery.raw("INSERT INTO notes (body) VALUES (?)", [body]);
const bodies = () => {
  const db = new Database(path, { readonly: true });
  try {
    return (db.prepare("SELECT body FROM notes ORDER BY id").all() as Array<{ body: string }>).map((r) => r.body);
  } finally {
    db.close();
  }
};

describe("createWriter", () => {
  it("commits many concurrent writes, in fewer commits than writes (group commit)", async () => {
    writer = createWriter(path);
    const wanted = Array.from({ length: 200 }, (_, i) => `note ${i}`);
    await Promise.all(wanted.map((body) => writer!.write([insert(body)])));
    expect(bodies().sort()).toEqual([...wanted].sort());
    expect(writer.commits).toBeGreaterThan(0);
    expect(writer.commits).toBeLessThan(wanted.length);
  });

  it("resolves with the rows each query changed (a conditional update that matched nothing: 0)", async () => {
    writer = createWriter(path);
    await writer.write([insert("a"), insert("b")]);
    const update = (from: string) => CompiledQuery.raw("UPDATE notes SET body = 'c' WHERE body = ?", [from]);
    expect(await writer.write([insert("d"), update("a"), update("zzz")])).toEqual([1, 1, 0]);
  });

  it("runs a write's queries in one transaction: all or nothing", async () => {
    writer = createWriter(path);
    await expect(writer.write([insert("first half"), insert(null)])).rejects.toThrow(/NOT NULL/);
    expect(bodies()).toEqual([]);
  });

  it("a failing write rejects only its caller; the others in its batch are committed", async () => {
    writer = createWriter(path);
    const results = await Promise.allSettled([writer.write([insert("a")]), writer.write([insert(null)]), writer.write([insert("c")])]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(bodies()).toEqual(["a", "c"]);
  });

  it("close waits for pending writes; writes after close reject", async () => {
    writer = createWriter(path);
    const writes = Array.from({ length: 50 }, (_, i) => writer!.write([insert(`pending ${i}`)]));
    await writer.close();
    await Promise.all(writes);
    expect(bodies()).toHaveLength(50);
    await expect(writer.write([insert("late")])).rejects.toBeInstanceOf(WriterStoppedError);
  });

  it("a crashed thread rejects what it held, reports it, and the next write gets a new thread", async () => {
    const crashes: Error[] = [];
    writer = createWriter(path, {
      workerPath: join(import.meta.dirname, "testing/crashing-writer.mjs"),
      onCrash: (error) => crashes.push(error),
    });
    await expect(writer.write([insert("lost")])).rejects.toBeInstanceOf(WriterStoppedError);
    await expect(writer.write([insert("lost again")])).rejects.toBeInstanceOf(WriterStoppedError);
    expect(crashes.map((e) => e.message)).toEqual(["writer thread crashed", "writer thread crashed"]);
    expect(bodies()).toEqual([]);
  });
});

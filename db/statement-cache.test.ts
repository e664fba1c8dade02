import Database from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { describe, expect, it } from "vitest";
import { withStatementCache } from "./connection";

interface Schema {
  items: { id: number; name: string };
}

describe("withStatementCache", () => {
  it("prepares each SQL text once and answers every call with its own values", async () => {
    const sqlite = new Database(":memory:");
    sqlite.exec("CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT NOT NULL)");
    const cached = withStatementCache(sqlite);
    const db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: cached }) });
    await db.insertInto("items").values({ id: 1, name: "منار" }).execute();
    await db.insertInto("items").values({ id: 2, name: "Manar" }).execute();
    const byId = (id: number) => db.selectFrom("items").select("name").where("id", "=", id).executeTakeFirst();
    expect(await byId(1)).toEqual({ name: "منار" });
    expect(await byId(2)).toEqual({ name: "Manar" });
    const text = "SELECT name FROM items WHERE id = ?";
    expect(cached.prepare(text)).toBe(cached.prepare(text));
    // A schema change after a statement was prepared: SQLite prepares it again by itself.
    sqlite.exec("ALTER TABLE items ADD COLUMN note TEXT");
    expect(await byId(2)).toEqual({ name: "Manar" });
    await db.destroy();
  });

  it("stays bounded when SQL texts keep changing", () => {
    const sqlite = new Database(":memory:");
    const cached = withStatementCache(sqlite);
    const first = cached.prepare("SELECT 0");
    for (let i = 1; i <= 300; i++) cached.prepare(`SELECT ${i}`);
    expect(cached.prepare("SELECT 0")).not.toBe(first);
    expect(cached.prepare("SELECT 0").get()).toEqual({ 0: 0 });
    sqlite.close();
  });
});

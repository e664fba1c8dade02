// A database of its own on a test PostgreSQL server (TEST_DATABASE_URL), for one test file or one e2e test:
// created empty, dropped (with any connection left to it) when done. Plain JavaScript so Playwright specs
// and vitest tests share it.
import { randomBytes } from "node:crypto";
import pg from "pg";

/** @param {string} serverUrl */
async function admin(serverUrl, statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * @param {string} serverUrl
 * @returns {Promise<{ url: string, drop(): Promise<void> }>}
 */
export async function createTestDatabase(serverUrl) {
  // Letters, digits and _ only: safe to splice into the statements.
  const name = `manar_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  await admin(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

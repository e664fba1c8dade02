// The store's durable writes, on a thread of their own (db/writer.ts starts it): each commit's fsync
// (synchronous = FULL) happens here, not on the thread that answers requests. Plain JavaScript loaded by
// path, so it runs the same from TypeScript sources and from the Remix build.
//
// Group commit: every transaction that arrived while the previous commit was on disk is committed in one
// batch (one fsync), each inside its own savepoint so that a failing one is rolled back alone. A caller
// is answered only after the batch's COMMIT has returned.
import { parentPort, workerData } from "node:worker_threads";
import Database from "better-sqlite3";

const db = new Database(workerData.path);
db.pragma("journal_mode = WAL");
db.pragma("synchronous = FULL");
db.pragma("foreign_keys = ON");
db.pragma("busy_timeout = 5000");

const statements = new Map();
const prepared = (sql) => {
  let statement = statements.get(sql);
  if (!statement) statements.set(sql, (statement = db.prepare(sql)));
  return statement;
};

/** @type {Array<{ id: number, statements: Array<{ sql: string, parameters: unknown[] }> }>} */
let queue = [];
let scheduled = false;

function flush() {
  scheduled = false;
  if (queue.length === 0) return;
  const batch = queue;
  queue = [];
  const results = [];
  try {
    db.exec("BEGIN IMMEDIATE");
    for (const tx of batch) {
      db.exec("SAVEPOINT tx");
      try {
        const changes = tx.statements.map(({ sql, parameters }) => prepared(sql).run(...parameters).changes);
        db.exec("RELEASE tx");
        results.push({ id: tx.id, ok: true, changes });
      } catch (error) {
        db.exec("ROLLBACK TO tx");
        db.exec("RELEASE tx");
        results.push({ id: tx.id, ok: false, error: describe(error) });
      }
    }
    db.exec("COMMIT");
  } catch (error) {
    // The batch as a whole did not reach the disk: nobody may be told otherwise.
    if (db.inTransaction) db.exec("ROLLBACK");
    for (const tx of batch) parentPort.postMessage({ id: tx.id, ok: false, error: describe(error) });
    return;
  }
  parentPort.postMessage({ committed: batch.length });
  for (const result of results) parentPort.postMessage(result);
}

function describe(error) {
  return { message: error instanceof Error ? error.message : String(error), code: error?.code };
}

parentPort.on("message", (message) => {
  if (message.close) {
    flush();
    db.close();
    parentPort.close();
    return;
  }
  queue.push(message);
  // Let every message already waiting join this batch before committing.
  if (!scheduled) {
    scheduled = true;
    setImmediate(flush);
  }
});

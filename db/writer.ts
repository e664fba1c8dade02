/**
 * Durable writes off the request thread. better-sqlite3 is synchronous and the store commits with
 * `synchronous = FULL` (an acknowledged enquiry is on disk), so a commit on the main thread blocked every
 * request behind its fsync: 300 enquiries at once kept /healthz waiting 9.7 s. The writer hands compiled
 * queries to a worker thread (db/writer-worker.mjs) with its own connection to the same WAL file, which
 * commits whatever has queued up in one transaction (group commit) and answers each caller after COMMIT.
 * Reads stay on the main thread's connection. Decision: docs/decisions/008-writes-off-the-request-thread.md.
 */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { Worker } from "node:worker_threads";
import type { CompiledQuery } from "kysely";
import { createTurns } from "./turns";

export interface Writer {
  /** Runs the queries in one transaction; resolves once it is committed to disk, with the rows each changed. */
  write(queries: readonly CompiledQuery[]): Promise<number[]>;
  /** How many commits (fsyncs) the writer has made: fewer than the transactions when they queue up. */
  readonly commits: number;
  /** Waits for pending writes, then stops the thread; later writes reject. */
  close(): Promise<void>;
}

type Reply = { id: number; ok: true; changes: number[] } | { id: number; ok: false; error: { message: string; code?: string } } | { committed: number };

/** Resolved from the project root, where every script and the server run, so the Remix build finds it too. */
const WORKER_PATH = resolve("db/writer-worker.mjs");

export class WriterStoppedError extends Error {
  constructor(message = "The store's writer has stopped") {
    super(message);
    this.name = "WriterStoppedError";
  }
}

export interface WriterOptions {
  /** Told when the thread dies of an error (its pending writes are rejected; the next write starts another). */
  onCrash?: (error: Error) => void;
  /** Tests only: another worker script. */
  workerPath?: string;
}

export function createWriter(path: string, { onCrash = () => {}, workerPath = WORKER_PATH }: WriterOptions = {}): Writer {
  if (!existsSync(workerPath)) throw new Error(`The store's writer is missing: ${workerPath}`);
  const pending = new Map<number, { thread: Worker; resolve: (changes: number[]) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let commits = 0;
  let closing: Promise<void> | null = null;
  let worker: Worker | null = null;
  // A group commit answers many writes in one message drain; their callers go on one per loop turn.
  const acknowledgements = createTurns();

  /** Only the writes this thread held: a dead thread's late "exit" must not fail its successor's writes. */
  const failPending = (thread: Worker, error: Error) => {
    for (const [id, waiting] of pending) {
      if (waiting.thread !== thread) continue;
      pending.delete(id);
      waiting.reject(error);
    }
  };

  /** A crashed thread rejects what it held (nothing of it was acknowledged); the next write starts another. */
  const start = (): Worker => {
    const thread = new Worker(workerPath, { workerData: { path } });
    thread.on("message", (reply: Reply) => {
      if ("committed" in reply) {
        commits += 1;
        return;
      }
      const waiting = pending.get(reply.id);
      pending.delete(reply.id);
      if (!waiting) return;
      if (!reply.ok) return waiting.reject(Object.assign(new Error(reply.error.message), { code: reply.error.code }));
      const { changes } = reply;
      void acknowledgements.take().then(() => waiting.resolve(changes));
    });
    thread.on("error", (error) => {
      if (worker === thread) worker = null;
      onCrash(error);
      failPending(thread, new WriterStoppedError(`The store's writer crashed: ${error.message}`));
    });
    thread.on("exit", () => {
      if (worker === thread) worker = null;
      failPending(thread, new WriterStoppedError());
    });
    return thread;
  };

  return {
    get commits() {
      return commits;
    },
    write(queries) {
      if (closing) return Promise.reject(new WriterStoppedError());
      const thread = (worker ??= start());
      const id = nextId++;
      const statements = queries.map((q) => ({ sql: q.sql, parameters: [...q.parameters] }));
      return new Promise<number[]>((resolvePromise, reject) => {
        pending.set(id, { thread, resolve: resolvePromise, reject });
        thread.postMessage({ id, statements });
      });
    },
    close() {
      closing ??= (async () => {
        const thread = worker;
        if (!thread) return;
        const exited = new Promise((r) => thread.once("exit", r));
        // The worker commits what it holds before closing its connection.
        thread.postMessage({ close: true });
        await exited;
      })();
      return closing;
    },
  };
}

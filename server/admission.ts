/**
 * Form posts take turns with everything else. A contact POST costs a few milliseconds of main-thread CPU
 * (multipart parsing, validation, the action); 300 arriving together were parsed and run back to back and
 * kept every other request, /healthz included, waiting ~900 ms. Here each post starts on its own turn of the
 * event loop (db/turns.ts), so what else has arrived is answered between two posts; posts already started
 * wait on their I/O side by side, so one slow backend call does not hold the others. A queue grown past its
 * bound answers 503 with Retry-After instead of growing memory.
 * Decision: docs/decisions/011-posts-take-turns.md.
 */
import type { RequestHandler } from "express";
import { createTurns } from "../db/turns";

export interface AdmissionOptions {
  /** Posts allowed to wait for their turn; one more is refused with 503. */
  queue: number;
  retryAfterSeconds?: number;
}

export function admitPosts({ queue, retryAfterSeconds = 5 }: AdmissionOptions): RequestHandler {
  const turns = createTurns();
  return (req, res, next) => {
    if (req.method !== "POST") return next();
    if (turns.waiting >= queue) {
      res.setHeader("Retry-After", String(retryAfterSeconds));
      res.status(503).type("text/plain; charset=utf-8").send("Service Unavailable");
      return;
    }
    void turns.take().then(() => {
      // A client that gave up while waiting costs nothing more.
      if (!res.destroyed && !req.destroyed) next();
    });
  };
}

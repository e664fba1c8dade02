/**
 * Delivers the mail outbox (db/migrations/002_mail_outbox.ts) from the app process, off the visitor's
 * response: the enquiry's action only commits the row; this loop mails it. Decision:
 * docs/decisions/020-enquiry-mail-outbox.md.
 *
 * States of a row: pending (sent_at NULL, no live lease) → claimed (lease_until in the future) → sent
 * (sent_at set: final, never picked again) or back to pending with attempts + 1 and next_attempt_at pushed
 * out by the back-off. A process that dies while it holds a claim leaves a lease that runs out: the row is
 * tried again (at least once). Only the window between the SMTP server's "250 OK" and the recorded
 * sent_at can repeat a mail, and the repeat carries the same Message-ID.
 */
import { sql, type CompiledQuery } from "kysely";
import type { Logger } from "pino";
import type { Store } from "../../db/connection";
import { buildEnquiryMail, type EnquiryMail, type MailAddresses } from "./enquiry-message";

export interface MailTransport {
  sendMail(mail: EnquiryMail): Promise<unknown>;
}

export interface RetryPolicy {
  /** The first retry's delay (ms); each failure doubles it… */
  baseMs: number;
  /** …up to this cap (ms). */
  capMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { baseMs: 2_000, capMs: 5 * 60_000 };

/** "Equal jitter": half the exponential delay is fixed, half random, so retries of many rows spread out. */
export function retryDelayMs(attempts: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const exponential = Math.min(policy.capMs, policy.baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential / 2 + (exponential / 2) * random());
}

/** The outbox row for an enquiry, for the same transaction as the INSERT INTO enquiries just before it. */
export function outboxInsertForLastEnquiry(store: Store, language: "ar" | "en", now: number): CompiledQuery {
  // The enquiry the previous statement inserted, on the same connection in the same transaction: SQLite's
  // last_insert_rowid(), PostgreSQL's currval of the enquiries' identity (per session, so other instances'
  // inserts do not move it).
  const enquiryId =
    store.dialect === "postgres" ? sql`currval(pg_get_serial_sequence('enquiries', 'id'))` : sql`last_insert_rowid()`;
  return sql`INSERT INTO mail_outbox (enquiry_id, language, next_attempt_at) VALUES (${enquiryId}, ${language}, ${now})`.compile(store.db);
}

export interface OutboxSenderOptions {
  store: Store;
  transport: MailTransport;
  addresses: MailAddresses;
  log: Logger;
  retry?: RetryPolicy;
  /** How long a claim lasts: longer than one send can take (nodemailer's own timeouts are shorter). */
  leaseMs?: number;
  /** How often to look for due rows when nothing wakes the loop. */
  pollMs?: number;
  batchSize?: number;
  now?: () => number;
  random?: () => number;
}

export interface OutboxSender {
  /** One pass over the rows due now; resolves with how many were sent. */
  runOnce(): Promise<number>;
  /** Starts the loop (a pass now, then every pollMs or when woken). */
  start(): void;
  /** A new row was committed: look now rather than at the next poll. */
  wake(): void;
  /** Stops the loop and waits for the pass under way (its claims are recorded or run out). */
  close(): Promise<void>;
}

export function createOutboxSender(options: OutboxSenderOptions): OutboxSender {
  const { store, transport, addresses, log } = options;
  const retry = options.retry ?? DEFAULT_RETRY;
  const leaseMs = options.leaseMs ?? 2 * 60_000;
  const pollMs = options.pollMs ?? 1_000;
  const batchSize = options.batchSize ?? 20;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const { db } = store;

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;

  const due = (at: number) =>
    db
      .selectFrom("mail_outbox as o")
      .innerJoin("enquiries as e", "e.id", "o.enquiry_id")
      .select([
        "o.id as outboxId", "o.language", "o.attempts", "e.id", "e.first_name", "e.last_name", "e.email",
        "e.phone_number", "e.job_title", "e.company_name", "e.country", "e.comment", "e.created_at",
      ])
      .where("o.sent_at", "is", null)
      .where("o.next_attempt_at", "<=", at)
      .where((w) => w.or([w("o.lease_until", "is", null), w("o.lease_until", "<=", at)]))
      .orderBy("o.id")
      .limit(batchSize)
      .execute();

  async function pass(): Promise<number> {
    let sent = 0;
    for (const row of await due(now())) {
      if (stopped) break;
      const claimedAt = now();
      // A claim only takes a row nobody holds: instances sharing one store (PostgreSQL) may have read the same
      // due row, and only the one whose UPDATE changed it sends. A crashed pass's lease runs out: retried.
      const [claimed] = await store.write([
        db.updateTable("mail_outbox").set({ lease_until: claimedAt + leaseMs })
          .where("id", "=", row.outboxId).where("sent_at", "is", null)
          .where((w) => w.or([w("lease_until", "is", null), w("lease_until", "<=", claimedAt)]))
          .compile(),
      ]);
      if (claimed === 0) continue;
      const mail = buildEnquiryMail(
        {
          id: row.id, firstName: row.first_name, lastName: row.last_name, email: row.email, phoneNumber: row.phone_number,
          jobTitle: row.job_title, companyName: row.company_name, country: row.country, comment: row.comment, createdAt: row.created_at,
        },
        row.language,
        addresses,
      );
      try {
        await transport.sendMail(mail);
      } catch (error) {
        const attempts = row.attempts + 1;
        const delay = retryDelayMs(attempts, retry, random);
        const message = error instanceof Error ? error.message : String(error);
        log.warn({ enquiry: row.id, attempts, retryInMs: delay, err: error }, "enquiry mail not sent; will retry");
        await store.write([
          db.updateTable("mail_outbox")
            .set({ attempts, next_attempt_at: now() + delay, lease_until: null, last_error: message.slice(0, 500) })
            .where("id", "=", row.outboxId).where("sent_at", "is", null).compile(),
        ]);
        continue;
      }
      await store.write([
        db.updateTable("mail_outbox").set({ sent_at: now(), lease_until: null, last_error: null, attempts: row.attempts + 1 }).where("id", "=", row.outboxId).compile(),
      ]);
      sent += 1;
      log.info({ enquiry: row.id, attempts: row.attempts + 1 }, "enquiry mailed");
    }
    return sent;
  }

  function schedule(ms: number) {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, ms);
    timer.unref();
  }

  function tick() {
    timer = null;
    if (running) {
      again = true;
      return;
    }
    running = pass()
      .catch((error: unknown) => {
        log.error({ err: error }, "mail outbox pass failed");
        return 0;
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          schedule(0);
        } else schedule(pollMs);
      });
  }

  return {
    runOnce: () => pass(),
    start: () => schedule(0),
    wake: () => schedule(0),
    async close() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}

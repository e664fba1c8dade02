import { sql, type Kysely } from "kysely";
import { ddlFor } from "./ddl";

/**
 * The mail outbox (docs/decisions/020-enquiry-mail-outbox.md): one row per enquiry to mail, inserted in the
 * enquiry's own transaction. `lease_until` is a claim by a sender (a crash mid-send lets the lease run out and
 * the row is tried again); `sent_at` is final. Times are epoch milliseconds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = ddlFor(db);
  await sql
    .raw(
      `CREATE TABLE mail_outbox (id ${d.autoKeyNeverReused},
        enquiry_id INTEGER NOT NULL UNIQUE REFERENCES enquiries (id) ON DELETE CASCADE,
        language TEXT NOT NULL CHECK (language IN ('ar', 'en')), attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at ${d.epochMs} NOT NULL, lease_until ${d.epochMs}, sent_at ${d.epochMs}, last_error TEXT)`,
    )
    .execute(db);
  await sql.raw(`CREATE INDEX mail_outbox_pending ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`DROP TABLE IF EXISTS mail_outbox`).execute(db);
}

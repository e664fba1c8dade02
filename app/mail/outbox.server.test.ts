import { pino } from "pino";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest, type Store } from "../../db/connection";
import { describeEachStore } from "../../db/testing/test-stores";
import { createEmbeddedSource } from "../content/embedded.server";
import type { EnquiryMail } from "./enquiry-message";
import { createOutboxSender, retryDelayMs, type MailTransport } from "./outbox.server";

const enquiry = {
  firstName: "Layla", lastName: "Haddad", email: "layla@school.example", phoneNumber: "966501234567",
  jobTitle: "Head of Curriculum", companyName: "Riyadh Schools", country: "Saudi Arabia", comment: "Hello",
};
const addresses = { from: "website@manar.example", to: "enquiries@manar.example", domain: "manar.example" };
const silent = pino({ level: "silent" });

/** The fake clock starts just after the real one (each setup): rows are stamped due with the real time when inserted. */
let START = Date.now() + 1_000;

let store: Store;
let openKind: () => Promise<Store>;
afterEach(() => store?.close());

async function setup() {
  store = await openKind();
  await migrateToLatest(store);
  START = Date.now() + 1_000;
  let clock = START;
  const sent: EnquiryMail[] = [];
  let up = true;
  const transport: MailTransport = {
    sendMail: async (mail) => {
      if (!up) throw new Error("connect ECONNREFUSED");
      sent.push(mail);
    },
  };
  /** Another instance's sender on the same store and mailbox. */
  const createSender = () => createOutboxSender({
    store, transport, addresses, log: silent, now: () => clock, random: () => 0.5,
    retry: { baseMs: 1_000, capMs: 8_000 }, leaseMs: 60_000,
  });
  const sender = createSender();
  const rows = () => store.db.selectFrom("mail_outbox").selectAll().orderBy("id").execute();
  return {
    sender, createSender, sent, rows,
    advance: (ms: number) => (clock += ms),
    smtp: (state: boolean) => (up = state),
    source: createEmbeddedSource(store, { mailOutbox: { wake: () => {} } }),
  };
}

describe("retryDelayMs", () => {
  it("doubles from the base up to the cap, with half of it random", () => {
    const policy = { baseMs: 2_000, capMs: 300_000 };
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, policy, () => 1))).toEqual([2_000, 4_000, 8_000, 16_000]);
    expect(retryDelayMs(1, policy, () => 0)).toBe(1_000);
    expect(retryDelayMs(30, policy, () => 1)).toBe(300_000);
    expect(retryDelayMs(30, policy, () => 0)).toBe(150_000);
  });
});

describeEachStore((kind) => {
  beforeAll(() => {
    openKind = kind.open;
  });

  describe("the mail outbox", () => {
    it("writes no outbox row without mail configured", async () => {
      const t = await setup();
      await createEmbeddedSource(store).createEnquiry(enquiry, { language: "en" });
      expect(await t.rows()).toEqual([]);
      expect(await store.db.selectFrom("enquiries").select("id").execute()).toHaveLength(1);
    });

    it("stores the row with the enquiry, in its language, and sends it once", async () => {
      const t = await setup();
      await t.source.createEnquiry(enquiry, { language: "ar" });
      const [row] = await t.rows();
      expect(row).toMatchObject({ language: "ar", sent_at: null, attempts: 0 });
      expect(await t.sender.runOnce()).toBe(1);
      expect(t.sent.map((m) => m.messageId)).toEqual([`<enquiry-${row!.enquiry_id}@manar.example>`]);
      expect(t.sent[0]!.headers["Content-Language"]).toBe("ar");
      expect((await t.rows())[0]).toMatchObject({ sent_at: START, lease_until: null, attempts: 1 });
      t.advance(1_000_000);
      expect(await t.sender.runOnce()).toBe(0);
      expect(t.sent).toHaveLength(1);
    });

    it("retries with exponential back-off up to the cap while the server is down, then delivers once", async () => {
      const t = await setup();
      await t.source.createEnquiry(enquiry, { language: "en" });
      t.smtp(false);
      const waits: number[] = [];
      for (let attempt = 1; attempt <= 5; attempt++) {
        await t.sender.runOnce();
        const row = (await t.rows())[0]!;
        expect(row.attempts).toBe(attempt);
        expect(row.last_error).toContain("ECONNREFUSED");
        const wait = row.next_attempt_at - START - waits.reduce((a, b) => a + b, 0);
        waits.push(wait);
        // Not due a moment before its time…
        t.advance(wait - 1);
        expect(await t.sender.runOnce()).toBe(0);
        expect((await t.rows())[0]!.attempts).toBe(attempt);
        t.advance(1);
      }
      // random() = 0.5: three quarters of 1, 2, 4, 8, then the cap of 8 s.
      expect(waits).toEqual([750, 1_500, 3_000, 6_000, 6_000]);
      t.smtp(true);
      expect(await t.sender.runOnce()).toBe(1);
      expect(t.sent).toHaveLength(1);
      t.advance(100_000);
      expect(await t.sender.runOnce()).toBe(0);
    });

    it("retries a row whose claim ran out (a crash mid-send), but never one recorded as sent", async () => {
      const t = await setup();
      await t.source.createEnquiry(enquiry, { language: "en" });
      await t.source.createEnquiry(enquiry, { language: "ar" });
      const [first, second] = await t.rows();
      // A sender died after claiming the first row: its lease holds it back until it runs out.
      await store.db.updateTable("mail_outbox").set({ lease_until: START + 60_000 }).where("id", "=", first!.id).execute();
      expect(await t.sender.runOnce()).toBe(1);
      expect(t.sent.map((m) => m.headers["X-Enquiry-Id"])).toEqual([String(second!.enquiry_id)]);
      t.advance(60_000);
      expect(await t.sender.runOnce()).toBe(1);
      expect(t.sent.map((m) => m.headers["X-Enquiry-Id"])).toEqual([String(second!.enquiry_id), String(first!.enquiry_id)]);
      t.advance(10 * 60_000);
      expect(await t.sender.runOnce()).toBe(0);
    });

    it("senders of several instances on one store mail each enquiry once", async () => {
      const t = await setup();
      for (let i = 0; i < 12; i++) await t.source.createEnquiry({ ...enquiry, email: `e${i}@school.example` }, { language: "en" });
      const others = [t.createSender(), t.createSender()];
      // All three read the same due rows at once; a row's claim goes to one of them only.
      const sent = await Promise.all([t.sender.runOnce(), ...others.map((o) => o.runOnce())]);
      expect(sent.reduce((a, b) => a + b, 0)).toBe(12);
      const ids = t.sent.map((m) => m.headers["X-Enquiry-Id"]);
      expect(new Set(ids).size).toBe(12);
      expect(ids).toHaveLength(12);
      expect((await t.rows()).every((r) => r.sent_at !== null)).toBe(true);
    });
  });
});

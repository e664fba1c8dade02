/**
 * Enquiries reach a person: the production build with SMTP_URL pointing at a real SMTP receiver (smtp-server)
 * that this test starts, stops for a while and starts again. Every enquiry posted through the contact form
 * (no JavaScript: the form's own POST) arrives exactly once, in its language, with Reply-To the enquirer.
 * Decision: docs/decisions/020-enquiry-mail-outbox.md.
 */
import Database from "better-sqlite3";
import { test, expect } from "./fixtures";
import { startProductionServer } from "../../scripts/lib/prod-server.mjs";
import { postEnquiry, startReceiver, stopReceiver, until, type Received } from "./mail-receiver";

const BASE_PORT = Number(process.env.E2E_PORT ?? 3210);
// Ports of its own: dev-server.spec takes +20 to +22 and nginx.spec +30 to +34, and they may run at once.
const SMTP_PORT = BASE_PORT + 40;
const SITE_PORT = BASE_PORT + 41;

async function post(base: string, lang: "ar" | "en", i: number) {
  expect((await postEnquiry(base, lang, i, `10.77.0.${i}`)).status, `enquiry ${i} (${lang}) acknowledged`).toBe(303);
}

test.describe.configure({ mode: "serial", timeout: 60_000 });

test("every enquiry is mailed once, in its language, with Reply-To, after the SMTP server comes back", async () => {
  const inbox: Received[] = [];
  let receiver = await startReceiver(SMTP_PORT, inbox);
  const site = await startProductionServer({
    port: SITE_PORT,
    env: {
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      ENQUIRY_EMAIL_TO: "enquiries@manar.example",
      ENQUIRY_EMAIL_FROM: "website@manar.example",
      // A short cap so the test waits seconds, not the default five minutes.
      MAIL_RETRY_CAP_SECONDS: "2",
      CONTACT_RATE_LIMIT: "1000",
      TRUST_PROXY: "1",
    },
  });
  const sent: Array<{ lang: "ar" | "en"; i: number }> = [];
  try {
    // While the receiver is up, a mail follows its enquiry at once.
    for (const [i, lang] of (["ar", "en"] as const).entries()) {
      await post(site.base, lang, i);
      sent.push({ lang, i });
    }
    expect(await until(() => inbox.length === 2, 10_000)).toBe(true);

    // The receiver goes away; enquiries are still acknowledged at once and wait in the outbox.
    await stopReceiver(receiver);
    for (let i = 2; i < 6; i++) {
      const lang = i % 2 === 0 ? "ar" : "en";
      const started = performance.now();
      await post(site.base, lang, i);
      expect(performance.now() - started, "the visitor does not wait for the mail").toBeLessThan(5_000);
      sent.push({ lang, i });
    }
    await new Promise((r) => setTimeout(r, 5_000));
    expect(inbox).toHaveLength(2);
    const db = new Database(site.dbPath, { readonly: true });
    const retried = db.prepare("SELECT count(*) AS n FROM mail_outbox WHERE sent_at IS NULL AND attempts > 0").get() as { n: number };
    db.close();
    expect(retried.n, "every waiting mail was tried while the server was down").toBe(4);

    receiver = await startReceiver(SMTP_PORT, inbox);
    const back = performance.now();
    expect(await until(() => inbox.length >= 6, 20_000)).toBe(true);
    const seconds = (performance.now() - back) / 1000;
    console.log(`mail arrived ${seconds.toFixed(2)} s after the SMTP server returned`);
    // Nothing more arrives: no mail is sent twice.
    await new Promise((r) => setTimeout(r, 3_000));
    expect(inbox).toHaveLength(6);

    const byEnquiry = new Map(inbox.map((m) => [m.header("X-Enquiry-ID"), m]));
    expect(byEnquiry.size, "one mail per enquiry").toBe(6);
    expect(new Set(inbox.map((m) => m.header("Message-ID"))).size).toBe(6);
    for (const { lang, i } of sent) {
      const mail = inbox.find((m) => m.header("Reply-To")?.includes(`<visitor${i}@school.example>`));
      expect(mail, `enquiry ${i} mailed with Reply-To the enquirer`).toBeDefined();
      expect(mail!.header("Content-Language")).toBe(lang);
      expect(mail!.header("To")).toBe("enquiries@manar.example");
      expect(mail!.raw).toMatch(/Content-Type: text\/plain/);
      expect(mail!.raw).toMatch(/Content-Type: text\/html/);
    }
  } finally {
    await site.stop();
    await stopReceiver(receiver);
  }
});

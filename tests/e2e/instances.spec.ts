/**
 * Several instances on one PostgreSQL (docs/decisions/021-postgresql-store.md): two production servers
 * started at once on one fresh database (the setup lock lets one migrate and seed), enquiries sent to both
 * while the SMTP receiver is down, and after it comes back every enquiry is once in the table and once in the
 * mailbox. The per-client enquiry allowance and POST ceiling hold across the two instances, not per instance.
 */
import { test, expect } from "./fixtures";
import { startProductionServer } from "../../scripts/lib/prod-server.mjs";
import { postEnquiry, startReceiver, stopReceiver, until, type Received } from "./mail-receiver";
import { openE2eStore, skipReason, type E2eStore } from "./stores";

const BASE_PORT = Number(process.env.E2E_PORT ?? 3210);
// Ports of their own: mail.spec takes +40 and +41.
const SMTP_PORT = BASE_PORT + 44;
const SITE_PORTS = [BASE_PORT + 42, BASE_PORT + 43] as const;
const COUNT = 12;

type Site = Awaited<ReturnType<typeof startProductionServer>>;

test.describe.configure({ mode: "serial", timeout: 120_000 });
test.skip(skipReason("postgresql") !== undefined, skipReason("postgresql"));

let store: E2eStore;
let sites: Site[] = [];
test.beforeEach(async () => {
  store = await openE2eStore("postgresql");
});
test.afterEach(async () => {
  await Promise.all(sites.map((site) => site.stop()));
  sites = [];
  await store?.dispose();
});

/** Both instances on the one database, started at once. */
async function startInstances(env: Record<string, string>): Promise<Site[]> {
  sites = await Promise.all(
    SITE_PORTS.map((port) => startProductionServer({ port, env: { ...store.env, TRUST_PROXY: "1", ...env } })),
  );
  return sites;
}

test("enquiries sent to two instances are each stored once and mailed once after the SMTP server comes back", async () => {
  const inbox: Received[] = [];
  let receiver = await startReceiver(SMTP_PORT, inbox);
  try {
    const [a, b] = await startInstances({
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      ENQUIRY_EMAIL_TO: "enquiries@manar.example",
      MAIL_RETRY_CAP_SECONDS: "2",
      CONTACT_RATE_LIMIT: "1000",
    });
    const seeded = await store.rows<{ n: string }>("SELECT count(*) AS n FROM news");
    expect(Number(seeded[0]!.n), "seeded once, not once per instance").toBe(12);

    await stopReceiver(receiver);
    for (let i = 0; i < COUNT; i++) {
      const site = i % 2 === 0 ? a! : b!;
      expect((await postEnquiry(site.base, i % 4 < 2 ? "ar" : "en", i, `10.78.0.${i}`)).status, `enquiry ${i}`).toBe(
        303,
      );
    }
    // Long enough for both instances' senders to try (and fail) more than once with the 2 s cap.
    await new Promise((r) => setTimeout(r, 5_000));
    expect(inbox).toHaveLength(0);
    const tried = await store.rows<{ n: string }>(
      "SELECT count(*) AS n FROM mail_outbox WHERE sent_at IS NULL AND attempts > 0",
    );
    expect(Number(tried[0]!.n), "every waiting mail was tried while the server was down").toBe(COUNT);

    receiver = await startReceiver(SMTP_PORT, inbox);
    const back = performance.now();
    expect(await until(() => inbox.length >= COUNT, 30_000)).toBe(true);
    console.log(
      `two instances: ${COUNT} mails arrived ${((performance.now() - back) / 1000).toFixed(2)} s after the SMTP server returned`,
    );
    // Both senders keep polling: give a duplicate time to show.
    await new Promise((r) => setTimeout(r, 3_000));
    expect(inbox).toHaveLength(COUNT);

    const enquiries = await store.rows<{ id: number; email: string }>("SELECT id, email FROM enquiries ORDER BY id");
    expect(enquiries).toHaveLength(COUNT);
    expect(new Set(enquiries.map((e) => e.email)).size, "each enquiry stored once").toBe(COUNT);
    const mailed = inbox.map((m) => m.header("X-Enquiry-ID"));
    expect(new Set(mailed).size, "one mail per enquiry").toBe(COUNT);
    expect(mailed.sort()).toEqual(enquiries.map((e) => String(e.id)).sort());
    const unsent = await store.rows<{ n: string }>("SELECT count(*) AS n FROM mail_outbox WHERE sent_at IS NULL");
    expect(Number(unsent[0]!.n)).toBe(0);
  } finally {
    await stopReceiver(receiver);
  }
});

test("a client's enquiry allowance and POST ceiling are shared by the instances", async () => {
  const [a, b] = await startInstances({ CONTACT_RATE_LIMIT: "3", POST_RATE_LIMIT: "6" });
  const post = async (site: Site, i: number, ip: string) => {
    const res = await postEnquiry(site.base, "en", i, ip);
    // The ceiling (server/app.ts) answers in plain text, the contact page's allowance with the page.
    return res.status === 429 && res.headers.get("content-type")?.startsWith("text/plain") ? "ceiling" : res.status;
  };
  // Three accepted in all, whichever instance takes them; the fourth and fifth are refused on either.
  const allowance = [];
  for (const [i, site] of [a!, b!, a!, b!, a!].entries()) allowance.push(await post(site, 100 + i, "10.79.0.1"));
  expect(allowance).toEqual([303, 303, 303, 429, 429]);
  const stored = await store.rows<{ n: string }>("SELECT count(*) AS n FROM enquiries");
  expect(Number(stored[0]!.n)).toBe(3);
  // The same client's sixth POST still counts against the ceiling; the seventh, on either instance, meets it.
  expect(await post(b!, 105, "10.79.0.1")).toBe(429);
  expect(await post(a!, 106, "10.79.0.1")).toBe("ceiling");
  expect(await post(b!, 107, "10.79.0.1")).toBe("ceiling");
});

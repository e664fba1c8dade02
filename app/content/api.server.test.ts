/**
 * The content API's edges: bad and unknown parameters, the POST twin of ContactAreas, enquiry validation
 * and the enquiry allowance, over real HTTP (app/content/api-server.testing.ts).
 */
import { get } from "node:http";
import { Writable } from "node:stream";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest, type Store } from "../../db/connection";
import { PostgresRateLimitStore } from "../../db/rate-limits";
import { describeEachStore } from "../../db/testing/test-stores";
import { seedIfEmpty } from "./embedded/seed";
import { loadSeedContent } from "./embedded/seed-files";
import { apiContext, serveApi, type ApiTestServer } from "./api-server.testing";
import { contract, ENQUIRY_PATH, idQuery } from "./contract";
import { createEmbeddedSource } from "./embedded.server";
import { memoryEnquiryAllowance, storeEnquiryAllowance } from "./enquiry-allowance.server";
import type { EnquiryAllowance } from "./enquiry-allowance.server";
import type { ContentSource } from "./source";

let store: Store;
const servers: ApiTestServer[] = [];
const logLines: Array<Record<string, unknown>> = [];
const logger = pino(
  { formatters: { level: (label) => ({ level: label }) } },
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  }),
);

async function serve(enquiries: EnquiryAllowance, source: ContentSource = createEmbeddedSource(store)): Promise<string> {
  // The server binds each request's logger to its id and path; here one stands for all.
  const log = logger.child({ requestId: "test-request", path: ENQUIRY_PATH });
  const api = await serveApi(apiContext(source, { enquiries, log }));
  servers.push(api);
  return api.url;
}

let base: string;
let limiters = 0;
/** The allowance the server would use on this store: in memory on SQLite, in the shared table on PostgreSQL. */
function allowance(limit: number): EnquiryAllowance {
  if (store.dialect === "sqlite") return memoryEnquiryAllowance(limit);
  // A prefix of its own: each test's allowance starts from nothing, as a fresh memory one does.
  const counts = new PostgresRateLimitStore(store.db, `test${++limiters}:`, 60_000);
  counts.shutdown();
  return storeEnquiryAllowance(counts, limit, 60_000);
}

describeEachStore((kind) => {
  beforeAll(async () => {
    store = await kind.open();
    await migrateToLatest(store);
    await seedIfEmpty(store, loadSeedContent());
    base = await serve(allowance(Number.MAX_SAFE_INTEGER));
  });

  afterAll(async () => {
    for (const server of servers.splice(0)) await server.close();
    await store?.close();
  });

  const idEndpoints = Object.values(contract)
    .filter((def) => def.query === idQuery)
    .map((def) => def.path);

  async function expectJson(response: Response, status: number): Promise<Record<string, unknown>> {
    expect(response.status).toBe(status);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    return (await response.json()) as Record<string, unknown>;
  }

  const validEnquiry = {
    firstName: "Omar",
    lastName: "Saleh",
    email: "omar.saleh@example.com",
    phoneNumber: "0501234567",
    jobTitle: "Principal",
    companyName: "Riyadh Model School",
    country: "Saudi Arabia",
    comment: "We would like a demo of the reading app.",
  };

  const postEnquiry = (url: string, body: string, contentType = "application/json") =>
    fetch(`${url}${ENQUIRY_PATH}`, { method: "POST", headers: { "content-type": contentType }, body });

  describe("parameters", () => {
    it("has the five id endpoints", () => {
      expect(idEndpoints).toHaveLength(5);
    });

    it.each(idEndpoints)("%s: unknown id is a 404 JSON", async (path) => {
      const body = await expectJson(await fetch(`${base}${path}?id=999999`), 404);
      expect(body.error).toBe("Not Found");
    });

    it.each(idEndpoints)("%s: malformed ids are 400 JSON", async (path) => {
      for (const id of ["abc", "-1", "0", "1.5", "99999999999", "", "1e1", "0x10", "+5", " 7"]) {
        const response = await fetch(`${base}${path}?id=${encodeURIComponent(id)}`);
        const body = await expectJson(response, 400);
        expect(body.error, `id=${JSON.stringify(id)}`).toBe("Bad Request");
      }
      await expectJson(await fetch(`${base}${path}`), 400);
    });

    it("takes the first of repeated query keys", async () => {
      const first = await expectJson(await fetch(`${base}/api/ProjectsPage/GetProject?id=10&id=abc`), 200);
      expect((first.result as { id: number }).id).toBe(10);
    });

    it("unknown title code is a 404, malformed code a 400", async () => {
      await expectJson(await fetch(`${base}/api/Titles/GetTitleByCode?code=noSuchPage`), 404);
      await expectJson(await fetch(`${base}/api/Titles/GetTitleByCode?code=${encodeURIComponent("<script>")}`), 400);
      await expectJson(await fetch(`${base}/api/Titles/GetTitleByCode`), 400);
    });

    it("blank or oversized search keys are 400", async () => {
      await expectJson(await fetch(`${base}/api/home/search?searchKey=%20%20`), 400);
      await expectJson(await fetch(`${base}/api/home/search?searchKey=${"a".repeat(2001)}`), 400);
      await expectJson(await fetch(`${base}/api/home/search`), 400);
    });

    it("unknown paths are a 404 JSON, and paths are case-sensitive", async () => {
      await expectJson(await fetch(`${base}/api/NoSuch/thing`), 404);
      await expectJson(await fetch(`${base}/api/home/HEADSECTION`), 404);
    });

    it("honours If-None-Match lists and weak validators (as CDNs and browsers send them)", async () => {
      const url = `${base}/api/home/headSection`;
      const etag = (await fetch(url)).headers.get("etag")!;
      // node:http rather than fetch: fetch adds "cache-control: no-cache" to conditional requests.
      const statusWith = (ifNoneMatch: string) =>
        new Promise<number>((resolve, reject) => {
          get(url, { headers: { "if-none-match": ifNoneMatch } }, (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          }).on("error", reject);
        });
      for (const header of [etag, `"other", ${etag}`, `W/${etag}`, "*"])
        expect(await statusWith(header), header).toBe(304);
      expect(await statusWith('"other"')).toBe(200);
    });

    it("errors are not cacheable", async () => {
      const response = await fetch(`${base}/api/ProjectsPage/GetProject?id=abc`);
      expect(response.headers.get("cache-control")).toBe("no-store");
    });
  });

  describe("POST /api/Contacts/ContactAreas", () => {
    it("answers like the GET, without a body", async () => {
      const get = await expectJson(await fetch(`${base}/api/Contacts/ContactAreas`), 200);
      const post = await expectJson(await fetch(`${base}/api/Contacts/ContactAreas`, { method: "POST" }), 200);
      expect(post).toEqual(get);
      expect((post.result as unknown[]).length).toBeGreaterThan(0);
    });
  });

  describe("POST /api/Contacts/CreateContact", () => {
    it("answers 400 with English field errors for an empty body", async () => {
      const body = await expectJson(await postEnquiry(base, "{}"), 400);
      expect(body.fieldErrors).toEqual({
        firstName: ["First Name is required"],
        lastName: ["Last Name is required"],
        email: ["Email is required"],
        phoneNumber: ["Phone Number is required"],
        jobTitle: ["Job Title is required"],
        companyName: ["Company Name is required"],
        country: ["Country is required"],
        comment: ["Comment is required"],
      });
    });

    it("answers 400 with the rule that failed", async () => {
      const body = await expectJson(
        await postEnquiry(
          base,
          JSON.stringify({ ...validEnquiry, firstName: "Al", email: "nope", phoneNumber: "12ab", comment: "0" }),
        ),
        400,
      );
      const errors = body.fieldErrors as Record<string, string[]>;
      expect(errors.firstName).toEqual(["First Name must be at least 3 characters"]);
      expect(errors.email).toEqual(["Please enter a valid email address"]);
      expect(errors.phoneNumber?.[0]).toBe("Phone Number must contain digits only");
      expect(errors.comment).toEqual(["Please write a comment other than 0"]);
      expect(Object.keys(errors).sort()).toEqual(["comment", "email", "firstName", "phoneNumber"]);
    });

    it("answers 400 for a body that is not an object", async () => {
      for (const raw of ["[]", "null", '"text"', "42"]) {
        const response = await postEnquiry(base, raw);
        expect(response.status, raw).toBe(400);
      }
    });

    it("stores a valid enquiry and answers 201", async () => {
      const email = "stored@example.com";
      const body = await expectJson(
        await postEnquiry(base, JSON.stringify({ ...validEnquiry, email, extra: "ignored" })),
        201,
      );
      expect(body).toEqual({ result: { status: "created" } });
      const row = await store.db.selectFrom("enquiries").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        first_name: "Omar",
        last_name: "Saleh",
        phone_number: "0501234567",
        job_title: "Principal",
        company_name: "Riyadh Model School",
        country: "Saudi Arabia",
        comment: validEnquiry.comment,
      });
      expect(Date.parse(row.created_at)).not.toBeNaN();
    });

    it("trims what it stores", async () => {
      const email = "trimmed@example.com";
      await expectJson(
        await postEnquiry(base, JSON.stringify({ ...validEnquiry, email: `  ${email} `, firstName: "  Omar  " })),
        201,
      );
      const row = await store.db.selectFrom("enquiries").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
      expect(row.first_name).toBe("Omar");
    });

    it("answers 400 JSON (not 500) for malformed JSON", async () => {
      for (const raw of ['{"firstName":', "not json", "{'a':1}"]) {
        const body = await expectJson(await postEnquiry(base, raw), 400);
        expect(body.error, raw).toBe("Bad Request");
      }
    });

    it("answers 429 with Retry-After once the client's allowance is spent; only accepted enquiries count", async () => {
      const limited = await serve(allowance(2));
      const send = async (body: object) => {
        const response = await postEnquiry(limited, JSON.stringify(body));
        await response.body?.cancel();
        return response;
      };
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        statuses.push((await send({ ...validEnquiry, firstName: "x" })).status);
        statuses.push((await send({ ...validEnquiry, email: `limited${i}@example.com` })).status);
      }
      expect(statuses).toEqual([400, 201, 400, 201, 400, 429]);
      const refused = await send({ ...validEnquiry, email: "limited9@example.com" });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
      const stored = await store.db.selectFrom("enquiries").select("email").where("email", "like", "limited%").execute();
      expect(stored.map((r) => r.email).sort()).toEqual(["limited0@example.com", "limited1@example.com"]);
    });

    it("a store failure answers 503, is logged as an error and gives the place back", async () => {
      const failing: ContentSource = {
        ...createEmbeddedSource(store),
        createEnquiry: () => Promise.reject(new Error("disk full")),
      };
      const enquiries = allowance(1);
      const url = await serve(enquiries, failing);
      logLines.length = 0;
      for (let i = 0; i < 3; i++) await expectJson(await postEnquiry(url, JSON.stringify(validEnquiry)), 503);
      expect(await enquiries.reserve("127.0.0.1")).toEqual({ granted: true });
      expect(logLines).toHaveLength(3);
      expect(logLines[0]).toMatchObject({
        level: "error",
        status: 503,
        path: ENQUIRY_PATH,
        msg: "enquiry not stored",
        err: { message: "disk full" },
      });
      expect(logLines[0].requestId).toEqual(expect.any(String));
    });

    it("the GET twin does not exist", async () => {
      await expectJson(await fetch(`${base}${ENQUIRY_PATH}`), 404);
    });
  });
});

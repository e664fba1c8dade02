/**
 * Contract tests: the upstream client, pointed at our own /api router over the
 * embedded store, must return exactly what the embedded source returns, for
 * every endpoint of the contract table. If the router, the schemas or the
 * client drift apart, one of these fails.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest, openStore, type Store } from "../../db/connection";
import { describeEachStore } from "../../db/testing/test-stores";
import { seedIfEmpty } from "./embedded/seed";
import { loadSeedContent } from "./embedded/seed-files";
import { apiContext, serveApi, type ApiTestServer } from "./api-server.testing";
import { codeQuery, contract, endpoints, idQuery, searchQuery, type Endpoint } from "./contract";
import { createEmbeddedSource } from "./embedded.server";
import type { ContentSource } from "./source";
import { TITLE_CODES } from "./title-codes";
import { createUpstreamSource } from "./upstream.server";

let store: Store;
let embedded: ContentSource;
let upstream: ContentSource;
let api: ApiTestServer;

/** On PostgreSQL: the SQLite store with the same seed, which every endpoint must answer exactly like. */
let reference: { store: Store; source: ContentSource } | undefined;

describeEachStore((kind) => {
  beforeAll(async () => {
    store = await kind.open();
    await migrateToLatest(store);
    await seedIfEmpty(store, loadSeedContent());
    embedded = createEmbeddedSource(store);
    api = await serveApi(apiContext(embedded));
    upstream = createUpstreamSource({ baseUrl: api.url, timeoutMs: 5000 });
    if (store.dialect !== "sqlite") {
      const sqlite = openStore(":memory:");
      await migrateToLatest(sqlite);
      await seedIfEmpty(sqlite, loadSeedContent());
      reference = { store: sqlite, source: createEmbeddedSource(sqlite) };
    }
  });

  afterAll(async () => {
    await api?.close();
    await store?.close();
    await reference?.store.close();
    reference = undefined;
  });

  /** Every parameter set worth checking for an endpoint, taken from the embedded lists. */
  async function paramSets(endpoint: Endpoint): Promise<Array<Record<string, string | number> | undefined>> {
    const query = contract[endpoint].query;
    if (query === null) return [undefined];
    if (query === searchQuery)
      return ["printing", "الطباعة", "PRINT", "أكاديمية", "no-such-word-anywhere"].map((searchKey) => ({ searchKey }));
    if (query === codeQuery) return TITLE_CODES.map((code) => ({ code }));
    if (query !== idQuery) throw new Error(`No parameters known for ${endpoint}`);
    const ids = async (): Promise<number[]> => {
      switch (endpoint) {
        case "Sustainability.GetSunProjectDetails":
          return (await embedded.get("Sustainability.GetSunProjects")).map((p) => p.id);
        case "Blogs.GetById":
          return (await embedded.get("Blogs.GetAll")).map((b) => b.id);
        case "LatestNews.GetById":
          return (await embedded.get("LatestNews.GetAll")).map((n) => n.id);
        case "ProjectsPage.GetProject":
        case "Projects.GetLatestProjectSection":
          return (await embedded.get("ProjectsPage.GetAll")).map((p) => p.id);
        default:
          throw new Error(`No ids known for ${endpoint}`);
      }
    };
    const list = await ids();
    expect(list.length).toBeGreaterThan(0);
    return list.map((id) => ({ id }));
  }

  function urlOf(endpoint: Endpoint, params: Record<string, string | number> | undefined): string {
    const query = new URLSearchParams(Object.entries(params ?? {}).map(([k, v]) => [k, String(v)]));
    return `${api.url}${contract[endpoint].path}${query.size ? `?${query}` : ""}`;
  }

  describe("every endpoint: upstream client over /api equals the embedded source", () => {
    it("covers the whole contract table", () => {
      expect(endpoints.length).toBeGreaterThanOrEqual(70);
      expect(new Set(endpoints.map((e) => contract[e].path)).size).toBe(endpoints.length);
    });

    it.each(endpoints)("%s", async (endpoint) => {
      for (const params of await paramSets(endpoint)) {
        const direct = await embedded.get(endpoint, params as never);
        const viaHttp = await upstream.get(endpoint, params as never);
        expect(viaHttp, `${endpoint} ${JSON.stringify(params)}`).toEqual(direct);
      }
    });
  });

  // Searches find the same results on both stores; their order within the title and body matches is each
  // engine's own ranking (FTS5's bm25, PostgreSQL's ts_rank), so those are compared as sets.
  if (kind.name !== "sqlite") {
    describe("every endpoint answers as on SQLite", () => {
      it.each(endpoints)("%s", async (endpoint) => {
        const asSet = contract[endpoint].query === searchQuery;
        const comparable = (results: unknown) =>
          asSet && Array.isArray(results) ? results.map((r) => JSON.stringify(r)).sort() : results;
        for (const params of await paramSets(endpoint)) {
          const here = await embedded.get(endpoint, params as never);
          const onSqlite = await reference!.source.get(endpoint, params as never);
          expect(comparable(here), `${endpoint} ${JSON.stringify(params)}`).toEqual(comparable(onSqlite));
        }
      });
    });
  }

  describe("every /api GET answers { result } with the contract's fields, ETag and Cache-Control", () => {
    it.each(endpoints)("%s", async (endpoint) => {
      const def = contract[endpoint];
      for (const params of await paramSets(endpoint)) {
        const url = urlOf(endpoint, params);
        const response = await fetch(url);
        expect(response.status, url).toBe(200);
        expect(response.headers.get("content-type")).toMatch(/^application\/json/);
        const body = (await response.json()) as Record<string, unknown>;
        expect(Object.keys(body)).toEqual(["result"]);
        const parsed = def.result.safeParse(body.result);
        expect(parsed.success, `${url}: ${parsed.error?.message}`).toBe(true);
        // Parsing strips unknown keys: equality proves the API sends exactly the contract's fields.
        expect(parsed.data).toEqual(body.result);

        const etag = response.headers.get("etag");
        expect(etag).toMatch(/^"[^"]+"$/);
        expect(response.headers.get("cache-control")).toMatch(/max-age=\d+/);

        const again = await fetch(url, { headers: { "if-none-match": etag! } });
        expect(again.status, url).toBe(304);
        expect(await again.text()).toBe("");
        expect(again.headers.get("etag")).toBe(etag);
      }
    });

    it("answers a stale If-None-Match with the full body", async () => {
      const response = await fetch(urlOf("home.headSection", undefined), { headers: { "if-none-match": '"stale"' } });
      expect(response.status).toBe(200);
      expect(await response.json()).toHaveProperty("result");
    });
  });

  describe("enquiries through the upstream client", () => {
    it("stores a valid enquiry", async () => {
      const enquiry = {
        firstName: "Layla",
        lastName: "Haddad",
        email: "contract-test@example.com",
        phoneNumber: "966500000001",
        jobTitle: "Head of Curriculum",
        companyName: "Al Noor Schools",
        country: "Saudi Arabia",
        comment: "Please send the K-12 catalogue.",
      };
      await upstream.createEnquiry(enquiry);
      const row = await store.db
        .selectFrom("enquiries")
        .selectAll()
        .where("email", "=", enquiry.email)
        .executeTakeFirst();
      expect(row).toMatchObject({ first_name: "Layla", company_name: "Al Noor Schools", comment: enquiry.comment });
    });

    it("rejects an enquiry the API refuses", async () => {
      const invalid = {
        firstName: "",
        lastName: "",
        email: "x",
        phoneNumber: "1",
        jobTitle: "",
        companyName: "",
        country: "",
        comment: "0",
      };
      await expect(upstream.createEnquiry(invalid)).rejects.toThrow("Request failed with status code 400");
    });
  });

  describe("the embedded source validates parameters like the API", () => {
    it("rejects non-canonical ids with a ContentRequestError instead of aliasing a real id", async () => {
      for (const id of ["1e1", "0x10", "+10", " 10", "010", "10.0", "abc", -1, 1.5]) {
        await expect(embedded.get("ProjectsPage.GetProject", { id }), String(id)).rejects.toMatchObject({
          name: "ContentRequestError",
          status: 400,
        });
      }
    });
    it("accepts the same id as a number or a decimal string", async () => {
      expect(await embedded.get("ProjectsPage.GetProject", { id: "10" })).toEqual(
        await embedded.get("ProjectsPage.GetProject", { id: 10 }),
      );
    });
    it("answers unknown ids and codes with ContentNotFoundError, in both sources", async () => {
      for (const source of [embedded, upstream]) {
        await expect(source.get("LatestNews.GetById", { id: 424242 }), source.kind).rejects.toMatchObject({
          name: "ContentNotFoundError",
          status: 404,
        });
        await expect(source.get("Titles.GetTitleByCode", { code: "noSuchPage" }), source.kind).rejects.toMatchObject({
          name: "ContentNotFoundError",
        });
      }
    });
    it("rejects malformed parameters with ContentRequestError in both sources (the page's 404)", async () => {
      for (const source of [embedded, upstream]) {
        for (const params of [{ id: "abc" }, { id: "1.5" }, { id: "99999999999" }, { id: undefined }]) {
          await expect(
            source.get("Blogs.GetById", params),
            `${source.kind} ${JSON.stringify(params)}`,
          ).rejects.toMatchObject({
            name: "ContentRequestError",
          });
        }
        await expect(source.get("Titles.GetTitleByCode", { code: "../etc" }), source.kind).rejects.toMatchObject({
          name: "ContentRequestError",
        });
      }
    });
  });
});

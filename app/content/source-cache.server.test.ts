/**
 * The content cache over a scripted source: what a visitor gets when content is fresh, stale, or the source
 * is down, how often the source is called, what is logged, and that memory stays bounded.
 */
import { setTimeout as delay } from "node:timers/promises";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import type { Endpoint } from "./contract";
import { ContentNotFoundError } from "./errors";
import { cachedSource, familyOf, FRESHNESS } from "./source-cache.server";
import type { CallOptions, ContentSource } from "./source";

interface Call {
  endpoint: Endpoint;
  params: unknown;
  options: CallOptions | undefined;
}

/** A source whose answer the test sets: a value, an error, or a delay; it records every call. */
function scriptedSource() {
  const calls: Call[] = [];
  const state = {
    answer: (call: Call): unknown => ({ endpoint: call.endpoint, params: call.params, version: 1 }),
    delayMs: 0,
  };
  const source: ContentSource = {
    kind: "upstream",
    async get(endpoint, params, options) {
      const call = { endpoint, params, options };
      calls.push(call);
      if (state.delayMs) await delay(state.delayMs);
      const answer = state.answer(call);
      if (answer instanceof Error) throw answer;
      return answer as never;
    },
    createEnquiry: async (_enquiry, options) => {
      calls.push({ endpoint: "Contacts.ContactAreas", params: "enquiry", options });
    },
  };
  return { source, calls, state };
}

function capturedLog() {
  const lines: { level: number; msg: string; key?: string }[] = [];
  const log = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { log, lines, warnings: () => lines.filter((l) => l.level === 40), infos: () => lines.filter((l) => l.level === 30) };
}

const TTL = 60;
const SWR = 300;
function setup(maxBytes = 1024 * 1024) {
  const scripted = scriptedSource();
  const logged = capturedLog();
  const policy = { ttl: TTL, swr: SWR };
  const cached = cachedSource(scripted.source, {
    maxBytes,
    log: logged.log,
    freshness: { sections: policy, lists: policy, details: policy },
  });
  return { ...scripted, ...logged, cached };
}

const down = () => new Error("fetch failed: connect ECONNREFUSED");

describe("freshness table", () => {
  it("sorts every endpoint family the way docs/CONTENT.md says", () => {
    expect(familyOf("home.headSection")).toBe("sections");
    expect(familyOf("Titles.GetTitleByCode")).toBe("sections");
    expect(familyOf("Social.GetAllSocialLinks")).toBe("sections");
    expect(familyOf("LatestNews.GetAll")).toBe("lists");
    expect(familyOf("home.latestnews")).toBe("lists");
    expect(familyOf("Blogs.GetById")).toBe("details");
    expect(familyOf("home.search")).toBe("search");
    expect(FRESHNESS.search).toBeNull();
    expect(FRESHNESS.lists!.ttl).toBeLessThan(FRESHNESS.sections!.ttl);
  });
});

describe("cachedSource", () => {
  it("serves a fresh copy without calling the source again", async () => {
    const { cached, calls } = setup();
    const first = await cached.get("home.headSection");
    expect(await cached.get("home.headSection")).toEqual(first);
    expect(calls).toHaveLength(1);
  });

  it("makes one source call for concurrent reads of one key", async () => {
    const { cached, calls, state } = setup();
    state.delayMs = 30;
    const results = await Promise.all(Array.from({ length: 8 }, () => cached.get("home.headSection")));
    expect(new Set(results.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(calls).toHaveLength(1);
  });

  it("keys on the parsed parameters: the id as text and as a number are one key, other ids are not", async () => {
    const { cached, calls } = setup();
    await cached.get("Blogs.GetById", { id: "7" });
    await cached.get("Blogs.GetById", { id: 7 });
    await cached.get("Blogs.GetById", { id: "8" });
    expect(calls.map((c) => c.params)).toEqual([{ id: "7" }, { id: "8" }]);
  });

  it("after its freshness, serves the stale copy at once and refreshes it in the background with the full timeout", async () => {
    const { cached, calls, state } = setup();
    await cached.get("home.headSection");
    await delay(TTL + 20);
    state.answer = (call) => ({ endpoint: call.endpoint, version: 2 });
    state.delayMs = 50;
    // Version 1 while the source already answers 2: the read did not wait for the call it started.
    expect(await cached.get("home.headSection", undefined, { deadline: Date.now() + 1000 })).toMatchObject({ version: 1 });
    await expect.poll(() => calls.length).toBe(2);
    expect(calls[1].options).toBeUndefined();
    await expect.poll(() => cached.get("home.headSection")).toMatchObject({ version: 2 });
  });

  it("passes the request's deadline to a call it waits for", async () => {
    const { cached, calls } = setup();
    const deadline = Date.now() + 1234;
    await cached.get("home.headSection", undefined, { deadline });
    expect(calls[0].options).toEqual({ deadline });
  });

  it("source down: serves the last good copy, warns once per key, and says when it recovers", async () => {
    const { cached, state, warnings, infos } = setup();
    await cached.get("home.headSection");
    await cached.get("About.values");
    await delay(TTL + 20);
    state.answer = () => down();
    for (let i = 0; i < 5; i++) {
      expect(await cached.get("home.headSection")).toMatchObject({ version: 1 });
      expect(await cached.get("About.values")).toMatchObject({ version: 1 });
      await delay(5);
    }
    // Past the stale window too: the copy is still served while the source fails.
    await delay(SWR + 20);
    expect(await cached.get("home.headSection")).toMatchObject({ version: 1 });
    expect(warnings().map((w) => w.key).sort()).toEqual(["About.values", "home.headSection"]);

    state.answer = (call) => ({ endpoint: call.endpoint, version: 3 });
    await expect.poll(() => cached.get("home.headSection")).toMatchObject({ version: 3 });
    expect(infos().map((l) => [l.key, l.msg])).toEqual([["home.headSection", "content source recovered"]]);
    expect(warnings()).toHaveLength(2);
  });

  it("source down with nothing held: the error reaches the page (a section error), every time", async () => {
    const { cached, calls, state, warnings } = setup();
    state.answer = () => down();
    await expect(cached.get("home.headSection")).rejects.toThrow("ECONNREFUSED");
    await expect(cached.get("home.headSection")).rejects.toThrow("ECONNREFUSED");
    expect(calls).toHaveLength(2);
    // The per-request log (logged-source) reports these; the cache has no copy to warn about.
    expect(warnings()).toHaveLength(0);
  });

  it("never stores 'not found', and a removed item does not come back from an older copy", async () => {
    const { cached, calls, state } = setup();
    await cached.get("Blogs.GetById", { id: "5" });
    await delay(TTL + SWR + 20);
    state.answer = () => new ContentNotFoundError();
    await expect(cached.get("Blogs.GetById", { id: "5" })).rejects.toBeInstanceOf(ContentNotFoundError);
    await expect(cached.get("Blogs.GetById", { id: "5" })).rejects.toBeInstanceOf(ContentNotFoundError);
    for (let id = 100; id < 200; id++) {
      await expect(cached.get("Blogs.GetById", { id })).rejects.toBeInstanceOf(ContentNotFoundError);
    }
    expect(cached.stats().entries).toBe(0);
    expect(calls).toHaveLength(1 + 2 + 100);
  });

  it("passes malformed ids, searches and enquiries straight to the source", async () => {
    const { cached, calls } = setup();
    await cached.get("Blogs.GetById", { id: "abc" });
    await cached.get("home.search", { searchKey: "x" });
    await cached.get("home.search", { searchKey: "x" });
    await cached.createEnquiry({} as never, { deadline: 1 });
    expect(calls.map((c) => c.params)).toEqual([{ id: "abc" }, { searchKey: "x" }, { searchKey: "x" }, "enquiry"]);
    expect(calls[3].options).toEqual({ deadline: 1 });
    expect(cached.stats().entries).toBe(0);
  });

  it("stays within its byte bound however many keys are read, keeping the most recent", async () => {
    const maxBytes = 20_000;
    const { cached, state } = setup(maxBytes);
    state.answer = (call) => ({ call: call.params, padding: "x".repeat(900) });
    for (let id = 1; id <= 500; id++) await cached.get("Blogs.GetById", { id });
    const { entries, bytes } = cached.stats();
    expect(bytes).toBeLessThanOrEqual(maxBytes);
    expect(entries).toBeGreaterThan(10);
    expect(entries).toBeLessThan(25);
  });

  it("does not store an answer larger than the whole bound", async () => {
    const { cached, calls, state } = setup(1000);
    state.answer = () => ({ padding: "x".repeat(2000) });
    await cached.get("home.headSection");
    await cached.get("home.headSection");
    expect(calls).toHaveLength(2);
  });

  it("clear() forgets everything", async () => {
    const { cached, calls } = setup();
    await cached.get("home.headSection");
    cached.clear();
    await cached.get("home.headSection");
    expect(calls).toHaveLength(2);
  });
});

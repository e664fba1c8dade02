/**
 * One request's content calls share one time budget: a contact POST whose enquiry call hangs, then the
 * page's loaders on revalidation (the same request without JavaScript), wait one timeout in all, not two.
 */
import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { pino } from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Enquiry } from "./enquiry";
import { loggedSource } from "./logged-source.server";
import { createUpstreamSource } from "./upstream.server";

const TIMEOUT_MS = 1000;
const hung = createServer(() => {}); // accepts and never answers
let baseUrl: string;

beforeAll(async () => {
  hung.listen(0, "127.0.0.1");
  await once(hung, "listening");
  baseUrl = `http://127.0.0.1:${(hung.address() as AddressInfo).port}`;
});
afterAll(async () => {
  hung.closeAllConnections();
  await new Promise((resolve) => hung.close(resolve));
});

it("an action and the revalidation after it, against a hung backend, take one timeout, not two", async () => {
  const upstream = createUpstreamSource({ baseUrl, timeoutMs: TIMEOUT_MS });
  const lines: { msg: string; err?: { message: string; detail?: string } }[] = [];
  const log = pino({ level: "error" }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const content = loggedSource(upstream, log, Date.now() + TIMEOUT_MS);

  const started = performance.now();
  await expect(content.createEnquiry({} as Enquiry)).rejects.toThrow(`timeout of ${TIMEOUT_MS}ms exceeded`);
  const actionMs = performance.now() - started;
  const loaders = await Promise.allSettled([content.get("home.headSection"), content.get("Contacts.ContactAreas")]);
  const revalidationMs = performance.now() - started - actionMs;

  expect(loaders.map((l) => l.status)).toEqual(["rejected", "rejected"]);
  expect(actionMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 10);
  // The budget is spent: the loaders fail at once instead of waiting a second timeout (half of one is headroom
  // for a loaded machine, not a speed claim).
  expect(revalidationMs).toBeLessThan(TIMEOUT_MS / 2);
  // The loaders' failures are logged with the request; the page shows them as section errors.
  expect(lines.map((l) => l.err?.message)).toEqual([`timeout of ${TIMEOUT_MS}ms exceeded`, `timeout of ${TIMEOUT_MS}ms exceeded`]);
});

it("logs a transport failure's full detail, while the message the page shows has no address", async () => {
  const down = createServer().listen(0, "127.0.0.1");
  await once(down, "listening");
  const { port } = down.address() as AddressInfo;
  await new Promise((resolve) => down.close(resolve));
  const lines: { err?: { message: string; detail?: string } }[] = [];
  const log = pino({ level: "error" }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const content = loggedSource(createUpstreamSource({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 1000 }), log);

  await expect(content.get("home.headSection")).rejects.toThrow(/^fetch failed: connect ECONNREFUSED$/);
  expect(lines[0].err?.detail).toBe(`fetch failed: connect ECONNREFUSED 127.0.0.1:${port}`);
});

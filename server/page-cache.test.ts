/** The page cache inside a small Express app whose "render" counts itself, prepared as server/app.ts does. */
import { once } from "node:events";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { createPageCache } from "./page-cache";
import { prepareDocument, sendDocument } from "./page-response";

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

async function site(ttlSeconds: number, maxBytes?: number) {
  const renders: string[] = [];
  const cache = createPageCache(ttlSeconds, maxBytes);
  const app = express();
  app.use((_req, res, next) => {
    res.setHeader("Content-Security-Policy", "script-src 'self'");
    next();
  });
  app.use(cache.middleware);
  app.get("*", (req, res) => {
    renders.push(req.originalUrl);
    if (req.query.fail) res.locals.contentFailed = true;
    if (req.query.cookie) res.setHeader("Set-Cookie", "__flash=x");
    res.status(req.path.includes("missing") ? 404 : 200).type("html");
    const body = Buffer.from(`<html><script>page(${JSON.stringify(req.path)})</script>${"x".repeat(1000)}</html>`);
    if (prepareDocument(req, res, body)) cache.store(res, body);
    sendDocument(req, res, body);
  });
  server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}${path}`, { headers });
    return { status: res.status, headers: Object.fromEntries([...res.headers].filter(([n]) => n !== "date")), body: await res.text() };
  };
  return { renders, get };
}

describe("page cache", () => {
  it("a hit is the miss, byte for byte and header for header, without a second render", async () => {
    const { renders, get } = await site(30);
    const miss = await get("/en/home");
    const hit = await get("/en/home");
    expect(renders).toEqual(["/en/home"]);
    expect(hit).toEqual(miss);
    expect(hit.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
    expect(hit.headers["content-security-policy"]).toMatch(/^script-src 'self' 'sha256-/);
    expect((await get("/en/home", { "if-none-match": hit.headers.etag })).status).toBe(304);
  });

  it("keys on the path: a query string, a flash cookie or another language is not served the stored page", async () => {
    const { renders, get } = await site(30);
    await get("/ar/home");
    await get("/ar/home?utm=1");
    await get("/ar/home", { cookie: "a=1; __flash=abc" });
    await get("/en/home");
    expect(renders).toEqual(["/ar/home", "/ar/home?utm=1", "/ar/home", "/en/home"]);
  });

  it("never stores a failed section, a cookie-setting page or an error page, which are private", async () => {
    const { renders, get } = await site(30);
    for (const path of ["/en/x?fail=1", "/en/missing"]) {
      const first = await get(path);
      expect(first.headers["cache-control"]).toBe("private, no-store");
      expect(first.headers.etag).toBeUndefined();
    }
    expect(renders).toHaveLength(2);
    // Without a query the path is cacheable: a failure there must still not be stored.
    await get("/en/missing");
    expect(renders).toHaveLength(3);
  });

  it("is off with a lifetime of 0 and stays within its byte bound", async () => {
    const off = await site(0);
    await off.get("/en/home");
    await off.get("/en/home");
    expect(off.renders).toHaveLength(2);
    server?.close();
    // Room for about two pages of ~2 KB each (body + the 1 KB allowance for headers).
    const small = await site(30, 4500);
    for (const path of ["/en/a", "/en/b", "/en/c", "/en/a"]) await small.get(path);
    expect(small.renders).toEqual(["/en/a", "/en/b", "/en/c", "/en/a"]);
  });
});

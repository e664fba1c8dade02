import { afterAll, beforeAll, describe, expect, it } from "vitest";
import express from "express";
import type { Server } from "node:http";
import { htmlCache } from "./html-cache";

let server: Server;
let base = "";
let renders = 0;
let version = "v1";

beforeAll(async () => {
  const app = express();
  let counter = 0;
  app.use((_req, res, next) => {
    res.locals.cspNonce = `nonce${++counter}xyz`;
    res.setHeader("Content-Security-Policy", `script-src 'nonce-${res.locals.cspNonce}'`);
    next();
  });
  app.use(htmlCache(1));
  app.get("/en/page", (_req, res) => {
    renders += 1;
    res.type("text/html").send(`<script nonce="${res.locals.cspNonce}"></script><p>${version}</p>`);
  });
  app.get("/en/flash", (_req, res) => {
    renders += 1;
    res.setHeader("Set-Cookie", "__flash=x");
    res.type("text/html").send("<p>flash</p>");
  });
  await new Promise<void>((resolve) => {
    server = app.listen(0, () => resolve());
  });
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(() => server.close());

describe("htmlCache", () => {
  it("serves repeat views from the cache with a fresh nonce each time", async () => {
    const first = await fetch(`${base}/en/page`);
    const second = await fetch(`${base}/en/page`);
    expect(first.headers.get("x-cache")).toBe("MISS");
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(renders).toBe(1);
    const nonceOf = (r: Response) => /'nonce-([^']+)'/.exec(r.headers.get("content-security-policy")!)![1];
    const [a, b] = [await first.text(), await second.text()];
    expect(a).toContain(`nonce="${nonceOf(first)}"`);
    expect(b).toContain(`nonce="${nonceOf(second)}"`);
    expect(nonceOf(first)).not.toBe(nonceOf(second));
  });
  it("never answers 304: a reused body would carry a stale nonce and CSP would block its scripts", async () => {
    const first = await fetch(`${base}/en/page`);
    expect(first.headers.get("etag")).toBeNull();
    const again = await fetch(`${base}/en/page`, { headers: { "if-none-match": '"anything"', "cache-control": "max-age=0" } });
    expect(again.status).toBe(200);
    expect(await again.text()).toContain(/'nonce-([^']+)'/.exec(again.headers.get("content-security-policy")!)![1]);
  });
  it("shows a content change once the entry expires", async () => {
    version = "v2";
    expect(await (await fetch(`${base}/en/page`)).text()).toContain("v1");
    await new Promise((r) => setTimeout(r, 1100));
    expect(await (await fetch(`${base}/en/page`)).text()).toContain("v2");
  });
  it("never caches responses that set cookies, nor serves visitors with a flash cookie", async () => {
    const before = renders;
    await fetch(`${base}/en/flash`);
    await fetch(`${base}/en/flash`);
    expect(renders).toBe(before + 2);
    const withFlash = await fetch(`${base}/en/page`, { headers: { cookie: "__flash=abc" } });
    expect(withFlash.headers.get("x-cache")).toBeNull();
  });
});

import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import pino from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clearShareImages, FALLBACK_SHARE_IMAGE, shareImageResponse } from "./share-image-response.server";

const log = pino({ level: "silent" });
const banner = readFileSync(new URL("../../public/images/banners/news.svg", import.meta.url));
const bigBody = Buffer.alloc(9 * 1024 * 1024, 1);
let backend: Server;
let origin: string;
let calls = 0;

beforeAll(async () => {
  backend = createServer((req, res) => {
    calls += 1;
    if (req.url === "/uploads/photo.svg")
      return void setTimeout(() => res.writeHead(200, { "Content-Type": "image/svg+xml" }).end(banner), 50);
    if (req.url === "/uploads/moved.jpg")
      return void res.writeHead(302, { Location: "https://evil.example/x.jpg" }).end();
    if (req.url === "/uploads/page.jpg")
      return void res.writeHead(200, { "Content-Type": "text/html" }).end("<html></html>");
    if (req.url === "/uploads/huge.jpg") return void res.writeHead(200, { "Content-Type": "image/jpeg" }).end(bigBody);
    if (req.url === "/uploads/broken.jpg") return void res.writeHead(500).end();
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => backend.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => backend.close(() => resolve())));
beforeEach(() => {
  clearShareImages();
  calls = 0;
});

const get = (lang: "ar" | "en", src: string | null, headers: Record<string, string> = {}) =>
  shareImageResponse(
    new Request(`http://site.test/${lang}/share-image${src === null ? "" : `?src=${encodeURIComponent(src)}`}`, {
      headers,
    }),
    lang,
    {
      remoteOrigins: [origin],
      log,
    },
  );

describe("the share-image route", () => {
  it("answers a 1200×630 JPEG with a strong ETag and a day of freshness, and 304 to a revalidation", async () => {
    const first = await get("ar", "/images/banners/k-12.svg");
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/jpeg");
    expect(first.headers.get("cache-control")).toMatch(/public, max-age=86400/);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(await sharp(Buffer.from(await first.arrayBuffer())).metadata()).toMatchObject({
      format: "jpeg",
      width: 1200,
      height: 630,
    });

    const again = await get("ar", "/images/banners/k-12.svg", { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    // Each language has its own card (the band reads from its own side).
    expect((await get("en", "/images/banners/k-12.svg")).headers.get("etag")).not.toBe(etag);
  });

  it("makes a card from an image on the configured backend, once for concurrent requests", async () => {
    const answers = await Promise.all([1, 2, 3].map(() => get("en", `${origin}/uploads/photo.svg`)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(calls).toBe(1);
    await get("en", `${origin}/uploads/photo.svg`);
    expect(calls).toBe(1);
  });

  it("refuses other sources with a 400 in the page's language", async () => {
    for (const src of [null, "https://evil.example/a.jpg", "/images/../server.js", "/build/index.js"]) {
      const en = await get("en", src);
      expect(en.status, String(src)).toBe(400);
      expect(en.headers.get("cache-control")).toBe("no-store");
      expect(await en.text()).toMatch(/refused/);
    }
    expect(await (await get("ar", "file:///etc/passwd")).text()).toMatch(/مرفوض/);
    expect(calls).toBe(0);
  });

  it("answers 404 for an image that does not exist, on the site or the backend", async () => {
    expect((await get("en", "/images/banners/nothing.svg")).status).toBe(404);
    expect((await get("ar", `${origin}/uploads/gone.jpg`)).status).toBe(404);
  });

  it("sends the site's card, uncached, when the backend's image cannot be used", async () => {
    for (const path of ["/uploads/moved.jpg", "/uploads/page.jpg", "/uploads/huge.jpg", "/uploads/broken.jpg"]) {
      const answer = await get("en", `${origin}${path}`);
      expect(answer.status, path).toBe(302);
      expect(answer.headers.get("location")).toBe(FALLBACK_SHARE_IMAGE);
      expect(answer.headers.get("cache-control")).toBe("no-store");
    }
  });
});

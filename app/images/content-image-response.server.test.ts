import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { imagePath } from "./image-address";
import { clearContentImages, contentImageResponse } from "./content-image-response.server";

const log = pino({ level: "silent" });
const WEBP_BROWSER = "image/avif,image/webp,image/apng,image/*,*/*;q=0.8";
let publicDir: string;
let photo: Buffer;
let backend: Server;
let origin: string;

/** A photo-like picture: noise over gradients compresses like a real photograph. */
async function makePhoto(width: number, height: number): Promise<Buffer> {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919 + (i >> 3) * 104729) % 251;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .blur(1.2)
    .jpeg({ quality: 90 })
    .toBuffer();
}

beforeAll(async () => {
  photo = await makePhoto(2400, 1600);
  publicDir = mkdtempSync(join(tmpdir(), "image-route-"));
  mkdirSync(join(publicDir, "images/photos"), { recursive: true });
  writeFileSync(join(publicDir, "images/photos/campus.jpg"), photo);
  writeFileSync(join(publicDir, "images/photos/small.jpg"), await makePhoto(400, 300));
  backend = createServer((req, res) => {
    if (req.url === "/uploads/campus.jpg") return void res.writeHead(200, { "Content-Type": "image/jpeg" }).end(photo);
    if (req.url === "/uploads/broken.jpg") return void res.writeHead(503).end();
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => backend.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => backend.close(() => resolve())));
beforeEach(() => clearContentImages());

const get = (path: string, headers: Record<string, string> = { Accept: WEBP_BROWSER }) =>
  contentImageResponse(new Request(`http://site.test${path}`, { headers }), {
    remoteOrigins: [origin],
    publicDir,
    log,
  });
const decoded = async (res: Response) => sharp(Buffer.from(await res.arrayBuffer())).metadata();

describe("the image route", () => {
  it("serves a site photo at the width asked, in WebP, far smaller than the original", async () => {
    const res = await get(imagePath("/images/photos/campus.jpg", 640));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("vary")).toBe("Accept");
    expect(res.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
    const size = Number(res.headers.get("content-length"));
    expect(await decoded(res)).toMatchObject({ format: "webp", width: 640, height: 427 });
    expect(size).toBeLessThan(photo.byteLength / 5);
  });

  it("keeps the source's format for a browser without WebP, and never enlarges", async () => {
    const jpeg = await get(imagePath("/images/photos/campus.jpg", 320), { Accept: "image/*" });
    expect(jpeg.headers.get("content-type")).toBe("image/jpeg");
    expect(await decoded(jpeg)).toMatchObject({ format: "jpeg", width: 320 });
    expect(await decoded(await get(imagePath("/images/photos/small.jpg", 1920)))).toMatchObject({ width: 400 });
  });

  it("resizes the backend's photos, and answers 304 to a revalidation", async () => {
    const res = await get(imagePath(`${origin}/uploads/campus.jpg`, 480));
    expect(await decoded(res)).toMatchObject({ format: "webp", width: 480 });
    const again = await get(imagePath(`${origin}/uploads/campus.jpg`, 480), {
      Accept: WEBP_BROWSER,
      "If-None-Match": res.headers.get("etag")!,
    });
    expect(again.status).toBe(304);
  });

  it("refuses other widths, vectors, other files and other sites", async () => {
    for (const path of [
      "/image?src=%2Fimages%2Fphotos%2Fcampus.jpg&w=641",
      "/image?src=%2Fimages%2Fphotos%2Fcampus.jpg&w=100000",
      "/image?src=%2Fimages%2Fphotos%2Fcampus.jpg",
      imagePath("/images/banners/home.svg", 640),
      imagePath("/images/../../etc/passwd.jpg", 640),
      imagePath("https://evil.example/a.jpg", 640),
      imagePath("http://169.254.169.254/latest.jpg", 640),
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect(await res.text()).toMatch(/^Refused/);
    }
  });

  it("answers 404 for a missing image and sends the original when the backend's cannot be resized now", async () => {
    expect((await get(imagePath("/images/photos/none.jpg", 640))).status).toBe(404);
    const broken = await get(imagePath(`${origin}/uploads/broken.jpg`, 640));
    expect(broken.status).toBe(302);
    expect(broken.headers.get("location")).toBe(`${origin}/uploads/broken.jpg`);
    expect(broken.headers.get("cache-control")).toBe("no-store");
  });
});

/**
 * Images. Link previews: every sitemap page, in both languages, names a share image networks show (PNG or JPEG,
 * 1200×630, with its type, size and alt), made from the page's own image by the share-image route. Content
 * bitmaps come through the image route at a layout's width. Both routes read only the site's and the configured
 * backend's images.
 */
import sharp from "sharp";
import { test, expect, LANGS } from "./fixtures";
import { sitemapPaths } from "../../scripts/lib/prod-server.mjs";

const entities = (text: string) => text.replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&amp;", "&");

/** The page's Open Graph tags, as a crawler reads them from the HTML. */
function openGraph(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const [, property, content] of html.matchAll(/<meta property="(og:[^"]+)" content="([^"]*)"/g))
    tags[property] = entities(content);
  return tags;
}

test.describe.configure({ timeout: 60_000 });

for (const lang of LANGS) {
  test(`every ${lang} page shares a 1200×630 PNG or JPEG that exists`, async ({ request, baseURL }) => {
    const paths = (await sitemapPaths(baseURL)).filter((p) => p.startsWith(`/${lang}/`));
    expect(paths.length).toBeGreaterThan(30);
    const images = new Map<string, string>();
    let ownImages = 0;
    for (const path of paths) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      const og = openGraph(await res.text());
      expect(og["og:image"], path).toMatch(new RegExp(`^${baseURL}/`));
      expect(og["og:image:type"], path).toMatch(/^image\/(png|jpeg)$/);
      expect([og["og:image:width"], og["og:image:height"]], path).toEqual(["1200", "630"]);
      expect(og["og:image:alt"], path).toBe(og["og:title"]);
      const url = new URL(og["og:image"]);
      if (url.pathname.endsWith("/share-image")) {
        ownImages += 1;
        // The card is made in the page's language.
        expect(url.pathname, path).toBe(`/${lang}/share-image`);
      }
      images.set(og["og:image"], og["og:image:type"]);
    }
    // Most pages have a picture of their own: their previews show it, not only the site's card.
    expect(ownImages).toBeGreaterThan(paths.length / 2);

    for (const [url, type] of images) {
      const res = await request.get(url);
      expect(res.status(), url).toBe(200);
      expect(res.headers()["content-type"], url).toBe(type);
      const meta = await sharp(await res.body()).metadata();
      expect({ format: `image/${meta.format}`, width: meta.width, height: meta.height }, url).toEqual({
        format: type,
        width: 1200,
        height: 630,
      });
    }
  });
}

test("a share image is cached by a strong ETag, and each language has its own", async ({ request }) => {
  const src = encodeURIComponent("/images/banners/history.svg");
  const ar = await request.get(`/ar/share-image?src=${src}`);
  const en = await request.get(`/en/share-image?src=${src}`);
  expect([ar.status(), en.status()]).toEqual([200, 200]);
  expect(ar.headers()["cache-control"]).toMatch(/^public, max-age=\d+/);
  expect(ar.headers()["etag"]).toMatch(/^"[\w-]+"$/);
  expect(ar.headers()["etag"]).not.toBe(en.headers()["etag"]);
  const again = await request.get(`/ar/share-image?src=${src}`, { headers: { "If-None-Match": ar.headers()["etag"] } });
  expect(again.status()).toBe(304);
});

test("the share-image route serves no other file and no other site", async ({ request }) => {
  for (const src of [
    "https://evil.example/a.png",
    "/images/../../.env",
    "/build/manifest.json",
    "//evil.example/a.png",
    "",
  ]) {
    const res = await request.get(`/en/share-image?src=${encodeURIComponent(src)}`);
    expect(res.status(), src).toBe(400);
    expect(res.headers()["content-type"]).toMatch(/^text\/plain/);
    expect(await res.text()).toMatch(/refused/);
  }
  const ar = await request.get(`/ar/share-image?src=${encodeURIComponent("http://169.254.169.254/latest")}`);
  expect(ar.status()).toBe(400);
  expect(await ar.text()).toMatch(/مرفوض/);
  expect((await request.get(`/en/share-image?src=${encodeURIComponent("/images/banners/none.svg")}`)).status()).toBe(
    404,
  );
});

test("the image route resizes the site's bitmaps to a layout's width, in WebP for browsers that take it", async ({
  request,
}) => {
  const original = await request.get("/images/brand/og.png");
  const src = encodeURIComponent("/images/brand/og.png");
  const webp = await request.get(`/image?src=${src}&w=320`, { headers: { Accept: "image/avif,image/webp,*/*" } });
  expect(webp.status()).toBe(200);
  expect(webp.headers()["content-type"]).toBe("image/webp");
  expect(webp.headers()["vary"]).toBe("Accept");
  expect(await sharp(await webp.body()).metadata()).toMatchObject({ format: "webp", width: 320, height: 168 });
  expect((await webp.body()).byteLength).toBeLessThan((await original.body()).byteLength / 4);
  const png = await request.get(`/image?src=${src}&w=320`, { headers: { Accept: "image/png,image/*" } });
  expect(png.headers()["content-type"]).toMatch(/^image\/(png|jpeg)$/);

  for (const path of [
    `/image?src=${src}&w=333`,
    `/image?src=${encodeURIComponent("/images/banners/home.svg")}&w=320`,
    `/image?src=${encodeURIComponent("https://evil.example/a.jpg")}&w=320`,
  ]) {
    const refused = await request.get(path);
    expect(refused.status(), path).toBe(400);
    expect(await refused.text()).toMatch(/^Refused/);
  }
});

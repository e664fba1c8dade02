/**
 * What a shared cache may keep (decision 015): a healthy anonymous page is public for a shared cache with a strong
 * ETag (304 on revalidation) and is served from the in-process page cache on the second view; a page with a failed
 * section, a flash message, an error, a POST, or a query string is never stored.
 */
import { test, expect, LANGS, FAILING_SITE, ENGLISH_ENQUIRY } from "./fixtures";

const SHARED = /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/;

for (const lang of LANGS) {
  test(`a healthy ${lang} page is shared, revalidated by ETag and served from the page cache`, async ({ request }) => {
    const path = `/${lang}/about/history`;
    const first = await request.get(path);
    expect(first.status()).toBe(200);
    expect(first.headers()["cache-control"]).toMatch(SHARED);
    const etag = first.headers()["etag"];
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers()["vary"] ?? "").not.toMatch(/cookie/i);

    const second = await request.get(path, { headers: { "Accept-Encoding": "gzip" } });
    expect(second.headers()["x-page-cache"]).toBe("HIT");
    expect(await second.text()).toBe(await first.text());
    expect(second.headers()["etag"]).toBe(etag);
    // Compressed once when kept; a client that takes no compression gets the same page as it is.
    expect(second.headers()["content-encoding"]).toBe("gzip");
    expect(second.headers()["vary"]).toMatch(/accept-encoding/i);
    // A browser's header lists gzip first but takes Brotli as well: it gets the kept Brotli, a fifth smaller.
    const browser = await request.get(path, { headers: { "Accept-Encoding": "gzip, deflate, br, zstd" } });
    expect(browser.headers()["x-page-cache"]).toBe("HIT");
    expect(browser.headers()["content-encoding"]).toBe("br");
    expect(await browser.text()).toBe(await first.text());
    const gzipPreferred = await request.get(path, { headers: { "Accept-Encoding": "br;q=0.5, gzip" } });
    expect(gzipPreferred.headers()["content-encoding"]).toBe("gzip");
    const identity = await request.get(path, { headers: { "Accept-Encoding": "identity" } });
    expect(identity.headers()["x-page-cache"]).toBe("HIT");
    expect(identity.headers()["content-encoding"]).toBeUndefined();
    expect(await identity.text()).toBe(await first.text());
    expect(identity.headers()["content-security-policy"]).toBe(second.headers()["content-security-policy"]);

    const revalidated = await request.get(path, { headers: { "If-None-Match": etag } });
    expect(revalidated.status()).toBe(304);
    expect(await revalidated.text()).toBe("");
    expect(revalidated.headers()["etag"]).toBe(etag);
  });
}

test("a query string is rendered, never stored: unique ones cannot fill the cache", async ({ request }) => {
  for (let i = 0; i < 3; i++) {
    const res = await request.get(`/en/about/history?utm=${Date.now()}-${i}`);
    expect(res.status()).toBe(200);
    expect(res.headers()["x-page-cache"]).toBeUndefined();
  }
});

test("a rendered page goes out compressed in the client's encoding, Brotli for a browser", async ({ request }) => {
  const path = `/ar/about/history?utm=compressed`;
  const plain = await request.get(path, { headers: { "Accept-Encoding": "identity" } });
  expect(plain.headers()["content-encoding"]).toBeUndefined();
  for (const [accepted, encoding] of [
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
  ]) {
    const res = await request.get(path, { headers: { "Accept-Encoding": accepted } });
    expect(res.headers()["x-page-cache"]).toBeUndefined();
    expect(res.headers()["content-encoding"]).toBe(encoding);
    expect(res.headers()["vary"]).toMatch(/accept-encoding/i);
    expect(await res.text()).toBe(await plain.text());
  }
});

test("a page with a failed section is private and never kept", async ({ request }) => {
  for (let i = 0; i < 2; i++) {
    const res = await request.get(`${FAILING_SITE}/en/solutions/corporates`);
    expect(res.status()).toBe(200);
    expect(res.headers()["cache-control"]).toBe("private, no-store");
    expect(res.headers()["etag"]).toBeUndefined();
    expect(res.headers()["x-page-cache"]).toBeUndefined();
  }
});

test("errors, posts and flash pages are private", async ({ request }) => {
  const missing = await request.get("/en/news/news-details/999999");
  expect(missing.status()).toBe(404);
  expect(missing.headers()["cache-control"]).toBe("private, no-store");

  const post = await request.post("/en/contact-us", { form: ENGLISH_ENQUIRY, maxRedirects: 0 });
  expect(post.status()).toBe(303);
  expect(post.headers()["cache-control"]).toMatch(/no-store/);
  // The page that shows the flash message: for this visitor, this once.
  const flash = await request.get("/en/contact-us");
  expect(flash.headers()["cache-control"]).toBe("private, no-store");
  expect(flash.headers()["x-page-cache"]).toBeUndefined();
  expect(await flash.text()).toMatch(/role="status"|toast|thank/i);
});

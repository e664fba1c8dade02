import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  documentCacheControl,
  matchesEtag,
  PRIVATE_PAGE,
  scriptSourcePolicy,
  SHARED_PAGE,
  strongEtag,
} from "./document-policy.server";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("scriptSourcePolicy", () => {
  it("admits exactly the document's inline scripts, whatever their attributes, once each", () => {
    const html =
      `<html><head><script type="module" src="/build/a.js"></script></head><body>` +
      `<script>window.__remixContext = {"a":"منار"};</script><script type="module" async="">import "/build/b.js";</script>` +
      `<script>window.__remixContext = {"a":"منار"};</script><script type="application/ld+json">{"x":1}</script></body></html>`;
    const policy = scriptSourcePolicy(Buffer.from(html));
    expect(policy.split(" ")).toEqual([
      "script-src",
      "'self'",
      sha(`window.__remixContext = {"a":"منار"};`),
      sha(`import "/build/b.js";`),
      sha(`{"x":1}`),
    ]);
    expect(policy).not.toMatch(/unsafe/);
  });
  it("hashes the bytes between the start tag and the first end tag, and ignores what only looks like a script", () => {
    const html =
      `<script-like>x</script-like><scripts>y</scripts><SCRIPT SRC="/build/c.js"></SCRIPT>` +
      `<script\ntype="module">if (a < b) x("</p>");</script><script>never closed`;
    expect(scriptSourcePolicy(Buffer.from(html)).split(" ")).toEqual([
      "script-src",
      "'self'",
      sha(`if (a < b) x("</p>");`),
    ]);
  });
  it("is only 'self' for a page without inline scripts", () => {
    expect(scriptSourcePolicy(Buffer.from("<p>x</p>"))).toBe("script-src 'self'");
  });
});

describe("ETags", () => {
  it("are strong, stable and differ with the bytes", () => {
    const a = strongEtag(Buffer.from("<p>a</p>"));
    expect(a).toMatch(/^"[\w-]{27}"$/);
    expect(strongEtag(Buffer.from("<p>a</p>"))).toBe(a);
    expect(strongEtag(Buffer.from("<p>b</p>"))).not.toBe(a);
    expect(matchesEtag(`"x", ${a}`, a)).toBe(true);
    expect(matchesEtag(`W/${a}`, a)).toBe(true);
    expect(matchesEtag("*", a)).toBe(true);
    expect(matchesEtag(null, a)).toBe(false);
    expect(matchesEtag(`"other"`, a)).toBe(false);
  });
});

describe("documentCacheControl", () => {
  const healthy = { method: "GET", status: 200, headers: new Headers(), sectionFailed: false };
  it("lets a shared cache keep a healthy anonymous page", () => {
    expect(documentCacheControl(healthy)).toBe(SHARED_PAGE);
    expect(SHARED_PAGE).toMatch(/s-maxage=\d+/);
    expect(SHARED_PAGE).toMatch(/stale-while-revalidate=\d+/);
  });
  it("keeps private a failed section, a cookie, an error, a POST", () => {
    expect(documentCacheControl({ ...healthy, sectionFailed: true })).toBe(PRIVATE_PAGE);
    expect(documentCacheControl({ ...healthy, headers: new Headers({ "Set-Cookie": "__flash=; Max-Age=0" }) })).toBe(
      PRIVATE_PAGE,
    );
    expect(documentCacheControl({ ...healthy, status: 404 })).toBe(PRIVATE_PAGE);
    expect(documentCacheControl({ ...healthy, status: 500 })).toBe(PRIVATE_PAGE);
    expect(documentCacheControl({ ...healthy, method: "POST" })).toBe(PRIVATE_PAGE);
  });
  it("respects what a route chose", () => {
    expect(documentCacheControl({ ...healthy, headers: new Headers({ "Cache-Control": "private, no-store" }) })).toBe(
      "private, no-store",
    );
  });
});

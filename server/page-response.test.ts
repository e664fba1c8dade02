import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, strongEtag, withScriptSources } from "./page-response";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes each distinct inline script body, JSON-LD and empty ones included, and skips src scripts", () => {
    const html =
      '<head><script type="application/ld+json">{"a":"ع"}</script></head><body>' +
      '<script type="module" src="/build/x.js"></script><script>go()</script>' +
      "<script>go()</script><script></script><script type=\"module\" async=\"\">\nimport('/y.js');</script></body>";
    expect(inlineScriptHashes(html)).toEqual([sha('{"a":"ع"}'), sha("go()"), sha(""), sha("\nimport('/y.js');")]);
  });
});

describe("withScriptSources", () => {
  const policy = "default-src 'self';script-src 'self';script-src-attr 'none';style-src 'self'";
  it("adds the sources to script-src only", () => {
    expect(withScriptSources(policy, ["'sha256-a'", "'sha256-b'"])).toBe(
      "default-src 'self';script-src 'self' 'sha256-a' 'sha256-b';script-src-attr 'none';style-src 'self'",
    );
  });
  it("leaves the policy alone without sources", () => {
    expect(withScriptSources(policy, [])).toBe(policy);
  });
});

describe("strongEtag", () => {
  it("is a quoted, strong tag that follows the bytes", () => {
    const a = strongEtag(Buffer.from("<html>a</html>"));
    expect(a).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(strongEtag(Buffer.from("<html>a</html>"))).toBe(a);
    expect(strongEtag(Buffer.from("<html>b</html>"))).not.toBe(a);
  });
});

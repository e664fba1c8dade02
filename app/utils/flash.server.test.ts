import { describe, expect, it } from "vitest";
import { FLASH_COOKIE, flashCookie, readFlash } from "./flash.server";

const SECRET = "unit-test-secret-0123456789";

function request(url = "http://localhost/en/contact-us", cookie?: string): Request {
  return new Request(url, { headers: cookie ? { Cookie: cookie } : {} });
}

/** The name=value part of a Set-Cookie header, as a browser would send it back. */
function cookiePair(setCookie: string): string {
  return setCookie.split(";")[0];
}

describe("flash messages", () => {
  it("round-trips a message once, then clears the cookie", async () => {
    const set = await flashCookie(request(), SECRET, { tone: "success", message: "contact.success" });
    const first = await readFlash(request(undefined, cookiePair(set)), SECRET);
    expect(first.flash).toEqual({ tone: "success", message: "contact.success" });
    const clear = first.headers.get("Set-Cookie") ?? "";
    expect(clear).toMatch(new RegExp(`^${FLASH_COOKIE}=;`));
    expect(clear).toMatch(/Expires=Thu, 01 Jan 1970/i);
  });

  it("sets a signed, httpOnly, SameSite=Lax cookie on path /, not secure over http", async () => {
    const set = await flashCookie(request(), SECRET, { tone: "success", message: "contact.success" });
    expect(set).toMatch(/HttpOnly/);
    expect(set).toMatch(/SameSite=Lax/);
    expect(set).toMatch(/Path=\//);
    expect(set).not.toMatch(/Secure/);
    expect(set).toMatch(/Max-Age=\d+/);
    // Signed: the value ends with a signature, so it is not readable JSON on its own.
    expect(decodeURIComponent(cookiePair(set).split("=").slice(1).join("="))).toMatch(/\.[A-Za-z0-9+/]+$/);
  });

  it("marks the cookie Secure when the request is https", async () => {
    const set = await flashCookie(request("https://example.org/ar/contact-us"), SECRET, {
      tone: "success",
      message: "contact.success",
    });
    expect(set).toMatch(/Secure/);
  });

  it("ignores a cookie signed with another secret", async () => {
    const set = await flashCookie(request(), "another-secret-0123456789", { tone: "success", message: "contact.success" });
    const { flash } = await readFlash(request(undefined, cookiePair(set)), SECRET);
    expect(flash).toBeNull();
  });

  it("ignores a tampered cookie", async () => {
    const forged = `${FLASH_COOKIE}=${encodeURIComponent(btoa(JSON.stringify({ __flash_message__: { tone: "success", message: "contact.success" } })))}`;
    const { flash } = await readFlash(request(undefined, forged), SECRET);
    expect(flash).toBeNull();
  });

  it("reads nothing and sets nothing without the cookie", async () => {
    const { flash, headers } = await readFlash(request(undefined, "lang=en"), SECRET);
    expect(flash).toBeNull();
    expect(headers.get("Set-Cookie")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { documentBytes, documentResponse } from "./document-body";

const page = new TextEncoder().encode("<!DOCTYPE html><html lang=\"ar\" dir=\"rtl\"><body>مرحبا</body></html>");

describe("documentResponse", () => {
  it("hands its bytes to the server without a read of the body, status and headers as given", () => {
    const response = documentResponse(page, { status: 404, headers: { "Content-Type": "text/html; charset=utf-8" } });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(documentBytes(response)).toBe(page);
    expect(response.bodyUsed).toBe(false);
  });

  it("still reads as the document through its body, for anything that reads it", async () => {
    const response = documentResponse(page, { status: 200 });
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(page);
    expect(await documentResponse(page, { status: 200 }).text()).toContain("مرحبا");
  });

  it("gives no bytes once the body was read, so a document is never sent twice", async () => {
    const response = documentResponse(page, { status: 200 });
    await response.text();
    expect(documentBytes(response)).toBeUndefined();
  });

  it("gives no bytes for a Response built any other way", () => {
    expect(documentBytes(new Response(page))).toBeUndefined();
    expect(documentBytes(new Response(null, { status: 304 }))).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { ContentNotFoundError, ContentRequestError } from "./errors";
import { optional, required, section } from "./sections.server";

describe("section", () => {
  it("gives the data", async () => {
    const s = await section(Promise.resolve({ descriptionEn: "<p>ok</p>" }));
    expect(s).toEqual({ data: { descriptionEn: "<p>ok</p>" }, error: null });
  });
  it("gives the failure's message instead of throwing", async () => {
    expect(await section(Promise.reject(new Error("Request failed with status code 500")))).toEqual({
      data: null,
      error: "Request failed with status code 500",
    });
  });
});

describe("required", () => {
  const missing = (): never => {
    throw new Error("missing");
  };
  it("gives the item", async () => {
    expect(await required(Promise.resolve({ descriptionEn: "<p>ok</p>" }), missing)).toEqual({ descriptionEn: "<p>ok</p>" });
  });
  it("calls missing for unknown and malformed ids", async () => {
    for (const error of [new ContentNotFoundError("No project"), new ContentRequestError("bad id")]) {
      await expect(required(Promise.reject(error), missing)).rejects.toThrow("missing");
    }
  });
  it("lets other failures through", async () => {
    await expect(required(Promise.reject(new Error("boom")), missing)).rejects.toThrow("boom");
  });
});

describe("optional", () => {
  it("swallows a failure as null", async () => {
    expect(await optional(Promise.reject(new Error("x")))).toBeNull();
  });
});

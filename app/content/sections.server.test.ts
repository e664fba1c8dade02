import { describe, expect, it } from "vitest";
import { ContentNotFoundError, ContentRequestError } from "./errors";
import { optional, required, section } from "./sections.server";

describe("section", () => {
  it("gives the data, sanitised", async () => {
    const s = await section(Promise.resolve({ descriptionEn: "<p>ok</p><script>x()</script>" }));
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
  it("turns unknown and malformed ids into a 404 response", async () => {
    for (const error of [new ContentNotFoundError("No project"), new ContentRequestError("bad id")]) {
      const thrown = await required(Promise.reject(error)).catch((e: unknown) => e);
      expect(thrown).toMatchObject({ init: { status: 404 } });
    }
  });
  it("lets other failures through", async () => {
    await expect(required(Promise.reject(new Error("boom")))).rejects.toThrow("boom");
  });
});

describe("optional", () => {
  it("swallows a failure as null", async () => {
    expect(await optional(Promise.reject(new Error("x")))).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import type { AppLoadContext } from "@remix-run/node";
import { pageTitle } from "./title.server";

const contextWith = (get: () => Promise<unknown>) => ({ content: { get } }) as unknown as AppLoadContext;

describe("pageTitle", () => {
  it("reads the title of the language from the titles API", async () => {
    const ctx = contextWith(async () => ({ titleEn: "Our Awards", titleAr: "جوائزنا" }));
    expect(await pageTitle(ctx, "ar", "awards", "nav.awards")).toBe("جوائزنا");
    expect(await pageTitle(ctx, "en", "awards", "nav.awards")).toBe("Our Awards");
  });
  it("falls back to the dictionary when the lookup fails or there is no code", async () => {
    const failing = contextWith(async () => {
      throw new Error("timeout of 5000ms exceeded");
    });
    expect(await pageTitle(failing, "en", "awards", "nav.awards")).toBe("Awards");
    expect(await pageTitle(failing, "ar", null, "nav.awards")).toBe("الجوائز");
  });
});

import { describe, expect, it } from "vitest";
import * as z from "zod";
import { lenient } from "./lenient";

const strict = z.object({ id: z.number(), note: z.string().nullable(), items: z.array(z.object({ t: z.string() })) });

describe("lenient", () => {
  it("keeps unknown fields at every level", () => {
    const out = lenient(strict).parse({ id: 1, note: "n", extra: true, items: [{ t: "a", more: 2 }] });
    expect(out).toEqual({ id: 1, note: "n", extra: true, items: [{ t: "a", more: 2 }] });
  });
  it("reads a missing nullable field as null", () => {
    expect(lenient(strict).parse({ id: 1, items: [] })).toEqual({ id: 1, note: null, items: [] });
  });
  it("still rejects a wrong type or a missing required field", () => {
    expect(lenient(strict).safeParse({ id: "1", items: [] }).success).toBe(false);
    expect(lenient(strict).safeParse({ note: null, items: [] }).success).toBe(false);
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { memoryEnquiryAllowance } from "./enquiry-allowance.server";

describe("memoryEnquiryAllowance", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("grants the limit, even to concurrent reservations, and refuses the rest with a wait", async () => {
    const allowance = memoryEnquiryAllowance(5);
    const results = await Promise.all(Array.from({ length: 12 }, () => allowance.reserve("10.0.0.1")));
    expect(results.filter((r) => r.granted)).toHaveLength(5);
    for (const refused of results.filter((r) => !r.granted)) {
      expect(refused).toEqual({ granted: false, retryAfterSeconds: expect.any(Number) });
      if (!refused.granted) expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      if (!refused.granted) expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
    // Another client has its own budget.
    expect(await allowance.reserve("10.0.0.2")).toEqual({ granted: true });
  });

  it("refused attempts take nothing, and a release gives a place back", async () => {
    const allowance = memoryEnquiryAllowance(2);
    await allowance.reserve("c");
    await allowance.reserve("c");
    for (let i = 0; i < 5; i++) expect((await allowance.reserve("c")).granted).toBe(false);
    await allowance.release("c");
    expect((await allowance.reserve("c")).granted).toBe(true);
    expect((await allowance.reserve("c")).granted).toBe(false);
  });

  it("starts afresh after the window", async () => {
    vi.useFakeTimers();
    const allowance = memoryEnquiryAllowance(1, 60_000);
    expect((await allowance.reserve("c")).granted).toBe(true);
    vi.advanceTimersByTime(30_000);
    expect(await allowance.reserve("c")).toEqual({ granted: false, retryAfterSeconds: 30 });
    vi.advanceTimersByTime(30_001);
    expect((await allowance.reserve("c")).granted).toBe(true);
  });
});

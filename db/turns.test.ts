import { describe, expect, it } from "vitest";
import { createTurns } from "./turns";

describe("createTurns", () => {
  it("releases waiters in the order they asked", async () => {
    const turns = createTurns();
    const order: number[] = [];
    await Promise.all([1, 2, 3, 4].map((n) => turns.take().then(() => order.push(n))));
    expect(order).toEqual([1, 2, 3, 4]);
    expect(turns.waiting).toBe(0);
  });

  it("lets other work of the event loop run between two turns", async () => {
    const turns = createTurns();
    const events: string[] = [];
    const waiters = [1, 2, 3].map((n) => turns.take().then(() => events.push(`turn ${n}`)));
    expect(turns.waiting).toBe(3);
    // Queued after all three asked, yet it runs before the last of them: they do not run back to back.
    setImmediate(() => events.push("other work"));
    await Promise.all(waiters);
    expect(events.indexOf("other work")).toBeGreaterThan(events.indexOf("turn 1"));
    expect(events.indexOf("other work")).toBeLessThan(events.indexOf("turn 3"));
  });
});

import type { NextFunction, Request, Response } from "express";
import { describe, expect, it, vi } from "vitest";
import { admitPosts } from "./admission";

function exchange(method: string) {
  const res = {
    destroyed: false,
    statusCode: 200,
    headers: {} as Record<string, string>,
    body: undefined as unknown,
    setHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
      return this;
    },
    status(code: number) {
      this.statusCode = code;
      return this;
    },
    type() {
      return this;
    },
    send(body: unknown) {
      this.body = body;
      return this;
    },
  };
  return { req: { method, destroyed: false } as unknown as Request, res, next: vi.fn<NextFunction>() };
}

const run = (handler: ReturnType<typeof admitPosts>, x: ReturnType<typeof exchange>) =>
  handler(x.req, x.res as unknown as Response, x.next as unknown as NextFunction);
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("admitPosts", () => {
  it("lets other methods through at once", () => {
    const x = exchange("GET");
    run(admitPosts({ queue: 1 }), x);
    expect(x.next).toHaveBeenCalledTimes(1);
  });

  it("starts posts one per turn of the event loop, in arrival order", async () => {
    const admit = admitPosts({ queue: 10 });
    const posts = [exchange("POST"), exchange("POST"), exchange("POST")];
    for (const x of posts) run(admit, x);
    expect(posts.map((x) => x.next.mock.calls.length)).toEqual([0, 0, 0]);
    await nextTurn();
    expect(posts.map((x) => x.next.mock.calls.length)).toEqual([1, 0, 0]);
    await nextTurn();
    expect(posts.map((x) => x.next.mock.calls.length)).toEqual([1, 1, 0]);
    await nextTurn();
    expect(posts.map((x) => x.next.mock.calls.length)).toEqual([1, 1, 1]);
  });

  it("refuses a post past the queue's bound with 503 and Retry-After", async () => {
    const admit = admitPosts({ queue: 2, retryAfterSeconds: 7 });
    const posts = [exchange("POST"), exchange("POST"), exchange("POST")];
    for (const x of posts) run(admit, x);
    expect(posts[2].res.statusCode).toBe(503);
    expect(posts[2].res.headers["retry-after"]).toBe("7");
    await nextTurn();
    await nextTurn();
    expect(posts.map((x) => x.next.mock.calls.length)).toEqual([1, 1, 0]);
  });

  it("skips a post whose client left while it waited", async () => {
    const admit = admitPosts({ queue: 10 });
    const gone = exchange("POST");
    run(admit, gone);
    gone.res.destroyed = true;
    await nextTurn();
    expect(gone.next).not.toHaveBeenCalled();
  });
});

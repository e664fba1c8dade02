import type { Request } from "express";
import { describe, expect, it } from "vitest";
import { clientKey } from "./client-key";

describe("clientKey", () => {
  const key = (ip: string | undefined) => clientKey({ ip } as Request);
  it("counts IPv4 addresses, mapped or not, as themselves", () => {
    expect(key("192.0.2.7")).toBe("192.0.2.7");
    expect(key("::ffff:192.0.2.7")).toBe("192.0.2.7");
  });
  it("counts an IPv6 /56 network as one client (one home or office gets a /56 or more)", () => {
    expect(key("2001:db8:0:ab12::1")).toBe(key("2001:db8:0:abff:1234::9"));
    expect(key("2001:db8:0:ab12::1")).not.toBe(key("2001:db8:0:cd00::1"));
  });
});

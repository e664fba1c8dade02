import { describe, expect, it } from "vitest";
import { redactAddresses } from "./redact-address";

describe("redactAddresses", () => {
  it.each([
    ["fetch failed: connect ECONNREFUSED 127.0.0.1:3599", "fetch failed: connect ECONNREFUSED"],
    ["fetch failed: connect ECONNREFUSED ::1:3599", "fetch failed: connect ECONNREFUSED"],
    ["fetch failed: connect ECONNREFUSED [::1]:3599", "fetch failed: connect ECONNREFUSED"],
    ["fetch failed: getaddrinfo ENOTFOUND backend.internal", "fetch failed: getaddrinfo ENOTFOUND"],
    ["fetch failed: getaddrinfo EAI_AGAIN api.manar.lan", "fetch failed: getaddrinfo EAI_AGAIN"],
    ["fetch failed: connect ETIMEDOUT 10.0.3.7:443", "fetch failed: connect ETIMEDOUT"],
    ["request to http://10.1.2.3:8080/backend/api/home failed", "request to failed"],
    ["upstream at backend.internal:8443 refused", "upstream at refused"],
    ["no route to 192.168.1.20 (host down)", "no route to (host down)"],
    ["fe80::1%eth0 unreachable", "unreachable"],
  ])("%s", (message, shown) => {
    expect(redactAddresses(message)).toBe(shown);
  });

  it.each([
    "timeout of 5000ms exceeded",
    "terminated: other side closed",
    "Request failed with status code 503",
    "Unexpected response from /api/home/headSection: items.0.titleEn Invalid input: expected string",
    "Invalid JSON from /api/home/headSection",
    "Response from /api/Blogs/GetAll exceeds 4194304 bytes",
  ])("keeps a message without an address as it is: %s", (message) => {
    expect(redactAddresses(message)).toBe(message);
  });
});

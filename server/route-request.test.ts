/**
 * patches/@remix-run+server-runtime+2.17.5.patch: a loader's or action's request is Remix's own copy only when
 * it carries a parameter Remix strips (`index`, `_routes`); otherwise the request itself, which saves two Request
 * constructions per loader (~30 µs in Node 20).
 */
import { describe, expect, it } from "vitest";
// An internal module of the package: the one the patch changes.
import { callRouteAction, callRouteLoader } from "@remix-run/server-runtime/dist/data.js";

type Call = (args: Record<string, unknown>) => Promise<unknown>;
const CALLS = { loader: callRouteLoader, action: callRouteAction } as unknown as Record<"loader" | "action", Call>;

/** The request a route's loader or action is given for `request`. */
const seen = async (kind: "loader" | "action", request: Request) => {
  let received: Request | undefined;
  await CALLS[kind]({
    request,
    params: {},
    loadContext: {},
    routeId: "routes/$lang.home",
    singleFetch: true,
    [kind]: ({ request: given }: { request: Request }) => {
      received = given;
      return {};
    },
  });
  return received!;
};

describe("a route's request (patched Remix server runtime)", () => {
  for (const name of ["loader", "action"] as const) {
    it(`is the request itself for a ${name} when there is nothing to strip`, async () => {
      const request = new Request("http://localhost/ar/home?page=2", { method: name === "action" ? "POST" : "GET" });
      expect(await seen(name, request)).toBe(request);
    });

    it(`is a copy without Remix's parameters for a ${name} when there are some`, async () => {
      const request = new Request("http://localhost/ar/contact-us?index&_routes=root&page=2&index=kept");
      const given = await seen(name, request);
      expect(given).not.toBe(request);
      expect(given.url).toBe("http://localhost/ar/contact-us?page=2&index=kept");
      expect(given.signal.aborted).toBe(false);
    });
  }
});

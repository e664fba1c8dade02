/**
 * The app's logging and POST ceiling, through Express and Remix's request handler with a tiny build whose
 * routes fail on purpose; pino writes to an array instead of stdout.
 */
import { once } from "node:events";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import type { LoaderFunctionArgs, ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { handleError } from "../app/entry.server";
import { documentBytes, documentResponse } from "../app/utils/document-body";
import { section } from "../app/content/sections.server";
import type { ContentSource } from "../app/content/source";
import { memoryEnquiryAllowance } from "../app/content/enquiry-allowance.server";
import { createLoadContext, type AppServerEntry, type Services } from "../app/services.server";
import { createApp } from "./app";
import { loadEnv } from "./env";
import { createLogger } from "./log";

type Line = Record<string, unknown> & { level: string; msg: string };
const lines: Line[] = [];
const log = createLogger(
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Line);
      done();
    },
  }),
);
const errorLines = () => lines.filter((l) => l.level === "error");

/** Every call fails as an upstream in trouble would. */
const failingContent: ContentSource = {
  kind: "upstream",
  get: () => Promise.reject(new Error("Request failed with status code 500")),
  createEnquiry: () => Promise.reject(new Error("Request failed with status code 500")),
};

const page = (id: string, path: string, extra: Record<string, unknown> = {}) => ({
  id: `routes/${id}`,
  parentId: "root",
  path,
  module: { default: () => null, ...extra },
});

/** The documents the build rendered, as the app's entry returned them, last one last. */
const documents: Response[] = [];

/** Just enough of a Remix build: the real handleError, a document that says its status, made as the app's are. */
const build = {
  mode: "production",
  entry: {
    module: {
      default: (_request: Request, status: number, headers: Headers) => {
        headers.set("Content-Type", "text/html; charset=utf-8");
        const document = documentResponse(new TextEncoder().encode(`<!DOCTYPE html><p>status ${status}</p>`), {
          status,
          headers,
        });
        documents.push(document);
        return document;
      },
      handleError,
    },
  },
  routes: {
    root: { id: "root", path: "", module: { default: () => null } },
    "routes/page": page("page", "page", { loader: () => ({ ok: true }) }),
    "routes/broken": page("broken", "broken", {
      loader: () => {
        throw new Error("database on fire");
      },
    }),
    "routes/sections": page("sections", "sections", {
      loader: async ({ context }: LoaderFunctionArgs) => ({
        head: await section(context.content.get("home.headSection")),
      }),
    }),
  },
  assets: { entry: { imports: [], module: "/build/entry.js" }, routes: {}, url: "/build/manifest.js", version: "test" },
  publicPath: "/build/",
  assetsBuildDirectory: "public/build",
  future: { v3_singleFetch: true },
  isSpaMode: false,
} as unknown as ServerBuild;

const services: Services = {
  content: failingContent,
  embedded: failingContent,
  enquiries: memoryEnquiryAllowance(5),
  config: { siteUrl: "http://localhost", careersUrl: "http://localhost", imageOrigins: [] },
  sessionSecret: "x".repeat(32),
  health: async () => true,
  close: async () => {},
};
const entry = { createLoadContext, documentBytes } as unknown as AppServerEntry;

const servers: Server[] = [];
let base: string;

async function serve(env: Record<string, string> = {}): Promise<string> {
  const app = createApp({
    env: loadEnv({ NODE_ENV: "production", SESSION_SECRET: "x".repeat(32), HTML_CACHE_SECONDS: "0", ...env }),
    log,
    app: () => ({ build, entry, services }),
  });
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await once(server, "listening");
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  base = await serve();
});

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

beforeEach(() => {
  lines.length = 0;
});

/** The request line is written when the response finishes, a moment after the client has it: wait for it. */
async function settled(): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!lines.some((l) => l.msg === "request") && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe("logging", () => {
  it("a 405 the client caused is a request line at info, not an error", async () => {
    const response = await fetch(`${base}/page`, { method: "POST", body: "a=1" });
    expect(response.status).toBe(405);
    await settled();
    expect(errorLines()).toEqual([]);
    expect(lines).toEqual([
      expect.objectContaining({
        level: "info",
        msg: "request",
        method: "POST",
        path: "/page",
        status: 405,
        requestId: response.headers.get("x-request-id"),
      }),
    ]);
  });

  it("404s are not errors either", async () => {
    expect((await fetch(`${base}/no/such/page`)).status).toBe(404);
    await settled();
    expect(errorLines()).toEqual([]);
  });

  it("a real 500 is one error line with status, path, request id, message and stack", async () => {
    const response = await fetch(`${base}/broken`, { headers: { "x-request-id": "req-broken-1" } });
    expect(response.status).toBe(500);
    expect(response.headers.get("x-request-id")).toBe("req-broken-1");
    await settled();
    expect(errorLines()).toHaveLength(1);
    const [line] = errorLines();
    expect(line).toMatchObject({ msg: "render error", status: 500, path: "/broken", requestId: "req-broken-1" });
    expect(line.err).toMatchObject({ message: "database on fire", stack: expect.stringContaining("app.test.ts") });
    // The request line stays out of the error stream.
    expect(lines.find((l) => l.msg === "request")).toMatchObject({ level: "warn", status: 500 });
  });

  it("a section failure is logged once with its endpoint and the request's id; the page still answers", async () => {
    const response = await fetch(`${base}/sections`);
    expect(response.status).toBe(200);
    await settled();
    expect(errorLines()).toEqual([
      expect.objectContaining({
        msg: "content call failed",
        endpoint: "home.headSection",
        path: "/sections",
        requestId: response.headers.get("x-request-id"),
        err: expect.objectContaining({ message: "Request failed with status code 500" }),
      }),
    ]);
  });

  it("without request lines (LOG_REQUESTS=0) an error line still names the request by id and path", async () => {
    const quiet = await serve({ LOG_REQUESTS: "0" });
    const response = await fetch(`${quiet}/broken?x=1`, { headers: { "x-request-id": "req-quiet-1" } });
    expect(response.status).toBe(500);
    expect(response.headers.get("x-request-id")).toBe("req-quiet-1");
    const generated = await fetch(`${quiet}/page`);
    expect(generated.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(errorLines()).toEqual([
      expect.objectContaining({ msg: "render error", status: 500, path: "/broken", requestId: "req-quiet-1" }),
    ]);
    expect(lines.filter((l) => l.msg === "request")).toEqual([]);
  });

  it("ignores a request id that is not a sane token", async () => {
    const response = await fetch(`${base}/page`, { headers: { "x-request-id": "bad id <script>" } });
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("POST ceiling", () => {
  it("stops a flood of POSTs to any path with 429 and Retry-After", async () => {
    const url = await serve({ POST_RATE_LIMIT: "8" });
    const statuses: number[] = [];
    let last: Response | null = null;
    for (let i = 0; i < 10; i++) {
      last = await fetch(`${url}/${i % 2 ? "page" : "anything"}`, { method: "POST", body: "a=1" });
      statuses.push(last.status);
    }
    // Every request here is the same client: 8 through, then refused.
    expect(statuses.slice(0, 8).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(8)).toEqual([429, 429]);
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
    await settled();
    expect(errorLines()).toEqual([]);
  });
});

describe("body cap", () => {
  it("refuses a body over 16 KB before the app: JSON for the content API, text for pages", async () => {
    const big = "x".repeat(17 * 1024);
    const api = await fetch(`${base}/api/Contacts/CreateContact`, {
      method: "POST",
      body: big,
      headers: { "content-type": "application/json" },
    });
    expect(api.status).toBe(413);
    expect(await api.json()).toEqual({ error: "Payload Too Large" });
    const page = await fetch(`${base}/page`, { method: "POST", body: big });
    expect(page.status).toBe(413);
    expect(await page.text()).toBe("Payload Too Large");
    await settled();
    expect(errorLines()).toEqual([]);
  });
});

describe("documents", () => {
  it("sends the bytes the app handed beside its Response, without reading the Response's body", async () => {
    const response = await fetch(`${base}/page`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await response.text()).toBe("<!DOCTYPE html><p>status 200</p>");
    expect(documents.at(-1)?.bodyUsed).toBe(false);
  });

  it("sends an error document whole, with its status", async () => {
    const response = await fetch(`${base}/no/such/page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("<!DOCTYPE html><p>status 404</p>");
  });
});

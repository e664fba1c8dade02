/**
 * The upstream client against a local fake backend: every way the group's API
 * can fail must reject promptly with an Error whose message is worth showing in
 * a section's error view, and never hang or crash the process.
 */
import { once } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as delay } from "node:timers/promises";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ENQUIRY_PATH } from "./contract";
import type { Enquiry } from "./enquiry";
import { ContentNotFoundError, ContentRequestError } from "./errors";
import { createUpstreamSource, UpstreamError } from "./upstream.server";

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

let handler: Handler = (_req, res) => res.writeHead(500).end();
const seen: Seen[] = [];
let fake: Server;
let baseUrl: string;

beforeAll(async () => {
  fake = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      seen.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
      handler(req, res, body);
    });
  });
  fake.listen(0, "127.0.0.1");
  await once(fake, "listening");
  baseUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});

/** Set by handlers that leave a response open; afterEach then drops their sockets. */
let leftOpen = false;
const hang =
  (write?: (res: ServerResponse) => void): Handler =>
  (_req, res) => {
    leftOpen = true;
    write?.(res);
  };

afterEach(async () => {
  seen.length = 0;
  if (!leftOpen) return;
  leftOpen = false;
  fake.closeAllConnections();
  // Let the client's pool see those sockets close before the next test reuses it.
  await delay(50);
});

afterAll(async () => {
  fake.closeAllConnections();
  await new Promise((resolve) => fake.close(resolve));
});

const client = (timeoutMs = 1000) => createUpstreamSource({ baseUrl, timeoutMs });
const json =
  (status: number, value: unknown): Handler =>
  (_req, res) =>
    res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(value));

const SETTLE_MS = 2000;

/** Resolves with the rejection of `promise`, failing if it resolves or takes longer than SETTLE_MS. */
async function rejectionOf(promise: Promise<unknown>): Promise<Error> {
  const started = performance.now();
  type Outcome = { resolved: unknown } | { rejected: unknown } | { timedOut: true };
  const outcome: Outcome = await Promise.race([
    promise.then(
      (value): Outcome => ({ resolved: value }),
      (error: unknown): Outcome => ({ rejected: error }),
    ),
    delay(SETTLE_MS).then((): Outcome => ({ timedOut: true })),
  ]);
  if ("timedOut" in outcome) throw new Error(`did not settle within ${SETTLE_MS} ms`);
  if ("resolved" in outcome) throw new Error(`resolved instead of rejecting: ${JSON.stringify(outcome.resolved)}`);
  expect(performance.now() - started).toBeLessThan(SETTLE_MS);
  expect(outcome.rejected).toBeInstanceOf(Error);
  return outcome.rejected as Error;
}

/** A port nothing listens on: bind one, then let it go. */
async function closedPort(): Promise<number> {
  const s = createServer().listen(0, "127.0.0.1");
  await once(s, "listening");
  const { port } = s.address() as AddressInfo;
  await new Promise((resolve) => s.close(resolve));
  return port;
}

const head = {
  titleEn: "Welcome",
  titleAr: "مرحبا",
  descriptionEn: "<p>Hello</p>",
  descriptionAr: "<p>أهلا</p>",
  image: "/images/home.jpg",
  video: null,
  subtitleEn: null,
  subtitleAr: null,
};

const enquiry: Enquiry = {
  firstName: "Layla",
  lastName: "Haddad",
  email: "layla@example.com",
  phoneNumber: "966500000001",
  jobTitle: "Head of Curriculum",
  companyName: "Al Noor Schools",
  country: "Saudi Arabia",
  comment: "Please call me — شكرًا",
};

describe("transport failures", () => {
  it("refused connection (127.0.0.1)", async () => {
    const port = await closedPort();
    const source = createUpstreamSource({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 1000 });
    const error = await rejectionOf(source.get("home.headSection"));
    expect(error.message).toMatch(/^fetch failed: .*ECONNREFUSED/);
  });

  it("refused connection (localhost, tried over IPv4 and IPv6)", async () => {
    const port = await closedPort();
    const source = createUpstreamSource({ baseUrl: `http://localhost:${port}`, timeoutMs: 1000 });
    const error = await rejectionOf(source.get("home.headSection"));
    expect(error.message).toMatch(/^fetch failed: .*ECONNREFUSED/);
  });

  it("unresolvable host", async () => {
    const source = createUpstreamSource({ baseUrl: "http://no-such-host.invalid", timeoutMs: 1500 });
    const error = await rejectionOf(source.get("home.headSection"));
    expect(error.message).toMatch(/^(fetch failed: .*(ENOTFOUND|EAI_AGAIN)|timeout of 1500ms exceeded)/);
  });

  it("a server that never answers times out", async () => {
    handler = hang();
    const started = performance.now();
    const error = await rejectionOf(client(200).get("home.headSection"));
    expect(error.message).toBe("timeout of 200ms exceeded");
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
  });

  it("a server that sends headers then stalls the body times out too", async () => {
    handler = hang((res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.write('{"result":');
    });
    const error = await rejectionOf(client(200).get("home.headSection"));
    expect(error.message).toBe("timeout of 200ms exceeded");
  });

  it("a connection reset mid-body rejects", async () => {
    handler = (req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.write('{"result":', () => setTimeout(() => req.socket.destroy(), 20));
    };
    const error = await rejectionOf(client().get("home.headSection"));
    // A transport failure, not a payload one: the JSON was never complete.
    expect(error.message).toBe("terminated: other side closed");
  });
});

describe("HTTP and payload failures", () => {
  it.each([500, 502, 503, 400, 401, 403])("HTTP %i", async (status) => {
    handler = json(status, { error: "upstream exploded" });
    const error = await rejectionOf(client().get("home.headSection"));
    expect(error.message).toBe(`Request failed with status code ${status}`);
    expect(error).not.toBeInstanceOf(ContentNotFoundError);
  });

  it("an error status with a stalled body rejects at once with the status", async () => {
    handler = hang((res) => res.writeHead(503, { "content-type": "text/html" }).write("<html>"));
    const started = performance.now();
    const error = await rejectionOf(client(1000).get("home.headSection"));
    expect(error.message).toBe("Request failed with status code 503");
    expect(performance.now() - started).toBeLessThan(500);
  });

  it("HTTP 404 is a ContentNotFoundError", async () => {
    handler = json(404, { error: "Not Found" });
    const error = await rejectionOf(client().get("ProjectsPage.GetProject", { id: 999 }));
    expect(error).toBeInstanceOf(ContentNotFoundError);
    expect(error.message).toBe("Request failed with status code 404");
  });

  it.each([
    ["truncated JSON", '{"result": {'],
    ["an HTML page", "<!doctype html><title>Gateway</title>"],
    ["an empty body", ""],
  ])("invalid JSON: %s", async (_name, body) => {
    handler = (_req, res) => res.writeHead(200, { "content-type": "application/json" }).end(body);
    const error = await rejectionOf(client().get("home.headSection"));
    expect(error.message).toBe("Invalid JSON from /api/home/headSection");
  });

  it.each([
    ["no result field", { data: head }, /^Unexpected response from \/api\/home\/headSection: no result field$/],
    ["JSON null", null, /^Unexpected response from \/api\/home\/headSection: no result field$/],
    ["a bare array", [head], /^Unexpected response from \/api\/home\/headSection: no result field$/],
    ["result null", { result: null }, /^Unexpected response from \/api\/home\/headSection: result /],
    [
      "a required field missing",
      { result: { ...head, titleEn: undefined } },
      /^Unexpected response from \/api\/home\/headSection: titleEn /,
    ],
    [
      "a number where a string is expected",
      { result: { ...head, titleAr: 42 } },
      /^Unexpected response from \/api\/home\/headSection: titleAr .*string/,
    ],
  ])("wrong shape: %s", async (_name, body, message) => {
    handler = json(200, body);
    const error = await rejectionOf(client().get("home.headSection"));
    expect(error.message).toMatch(message);
  });

  it("wrong shape deep in a list names the path", async () => {
    const item = { id: 1, titleEn: "a", titleAr: "b", descriptionEn: "", descriptionAr: "", image: "/x.png" };
    handler = json(200, { result: [item, { ...item, id: "two" }] });
    const error = await rejectionOf(client().get("ProjectsPage.GetAll"));
    expect(error.message).toMatch(/^Unexpected response from \/api\/ProjectsPage\/GetAll: 1\.id /);
  });

  it("many concurrent failures all settle", async () => {
    handler = json(500, {});
    const errors = await Promise.all(Array.from({ length: 25 }, () => rejectionOf(client().get("home.headSection"))));
    expect(new Set(errors.map((e) => e.message))).toEqual(new Set(["Request failed with status code 500"]));
  });
});

describe("successful reads", () => {
  it("sends the contract path, query and accept header", async () => {
    handler = json(200, { result: [] });
    await client().get("home.search", { searchKey: "طباعة & co=1" });
    expect(seen).toHaveLength(1);
    const url = new URL(seen[0].url, baseUrl);
    expect(url.pathname).toBe("/api/home/search");
    expect(url.searchParams.get("searchKey")).toBe("طباعة & co=1");
    expect(seen[0].method).toBe("GET");
    expect(seen[0].headers.accept).toBe("application/json");
    expect(seen[0].headers.authorization).toBeUndefined();
  });

  it("validates parameters before calling out, like the embedded source", async () => {
    handler = json(200, { result: [] });
    for (const params of [{ id: "abc" }, { id: "-1" }, { id: "1e1" }, { id: undefined }, { id: null }]) {
      await expect(client().get("ProjectsPage.GetProject", params), JSON.stringify(params)).rejects.toBeInstanceOf(
        ContentRequestError,
      );
    }
    await expect(client().get("home.search", { searchKey: "   " })).rejects.toBeInstanceOf(ContentRequestError);
    expect(seen).toHaveLength(0);
    await client().get("home.search", { searchKey: "  printing  " });
    expect(new URL(seen[0].url, baseUrl).searchParams.get("searchKey")).toBe("printing");
  });

  it("collapses duplicated hosts in image URLs, at any depth", async () => {
    handler = (req, res) => {
      const path = new URL(req.url ?? "/", baseUrl).pathname;
      const result =
        path === "/api/home/headSection"
          ? { ...head, image: "https://h:1https://h:1/a.png", video: "https://h:1/https://h:1/v.mp4" }
          : {
              id: 10,
              projectHeader: { image: "https://h:1https://h:1/header.png", titleEn: "P", titleAr: "م" },
              projectDetailsDescriptionDTOs: [
                {
                  id: 1,
                  image: null,
                  titleEn: "d",
                  titleAr: "د",
                  descriptionEn: "",
                  descriptionAr: "",
                  projectDetailsDescriptionLogosDTOs: [{ image: "https://h:1https://h:1/logo.png" }],
                },
              ],
              projectTitleEN: "P",
              projectTitleAr: "م",
              projectDetailsIncludesDtos: [],
              projectDetailsStatisticsDtos: [],
              includesTitleEn: null,
              includesTitleAr: null,
            };
      json(200, { result })(req, res, "");
    };
    const headSection = await client().get("home.headSection");
    expect(headSection.image).toBe("https://h:1/a.png");
    expect(headSection.video).toBe("https://h:1/v.mp4");
    const project = await client().get("ProjectsPage.GetProject", { id: 10 });
    expect(project.projectHeader.image).toBe("https://h:1/header.png");
    expect(project.projectDetailsDescriptionDTOs[0].projectDetailsDescriptionLogosDTOs[0].image).toBe(
      "https://h:1/logo.png",
    );
  });

  it("keeps unknown extra fields and reads missing nullable fields as null", async () => {
    const { video: _v, subtitleEn: _e, subtitleAr: _a, ...withoutNullables } = head;
    handler = json(200, { result: { ...withoutNullables, backendVersion: 7, seo: { keywords: ["a"] } }, traceId: "x" });
    const result = await client().get("home.headSection");
    expect(result).toEqual({ ...head, backendVersion: 7, seo: { keywords: ["a"] } });
  });
});

describe("createEnquiry", () => {
  it.each([200, 201, 204])("resolves on HTTP %i and posts the enquiry as JSON", async (status) => {
    handler = (_req, res) =>
      status === 204 ? res.writeHead(204).end() : json(status, { result: { status: "created" } })(_req, res, "");
    await expect(client().createEnquiry(enquiry)).resolves.toBeUndefined();
    expect(seen).toHaveLength(1);
    expect(seen[0].method).toBe("POST");
    expect(seen[0].url).toBe(ENQUIRY_PATH);
    expect(seen[0].headers["content-type"]).toBe("application/json");
    expect(JSON.parse(seen[0].body)).toEqual(enquiry);
  });

  it.each([500, 400, 429])("rejects on HTTP %i", async (status) => {
    handler = json(status, { error: "nope" });
    const error = await rejectionOf(client().createEnquiry(enquiry));
    expect(error.message).toBe(`Request failed with status code ${status}`);
  });

  it("reads only the status: a stalled response body neither hangs nor fails a 201", async () => {
    handler = hang((res) => res.writeHead(201, { "content-type": "application/json" }).write("{"));
    const started = performance.now();
    await expect(client(1000).createEnquiry(enquiry)).resolves.toBeUndefined();
    expect(performance.now() - started).toBeLessThan(500);
  });

  it("a 500 with a stalled body rejects with the status, not a timeout", async () => {
    handler = hang((res) => res.writeHead(500, { "content-type": "application/json" }).write("{"));
    const error = await rejectionOf(client(1000).createEnquiry(enquiry));
    expect(error.message).toBe("Request failed with status code 500");
  });

  it("rejects on a refused connection", async () => {
    const port = await closedPort();
    const source = createUpstreamSource({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 1000 });
    const error = await rejectionOf(source.createEnquiry(enquiry));
    expect(error.message).toMatch(/^fetch failed: .*ECONNREFUSED/);
  });

  it("rejects on a timeout", async () => {
    handler = hang();
    const error = await rejectionOf(client(200).createEnquiry(enquiry));
    expect(error.message).toBe("timeout of 200ms exceeded");
  });
});

describe("a path prefix in the base URL", () => {
  it.each(["/backend", "/backend/"])("is kept: %s", async (prefix) => {
    handler = json(200, { result: head });
    await createUpstreamSource({ baseUrl: `${baseUrl}${prefix}`, timeoutMs: 1000 }).get("home.headSection");
    await createUpstreamSource({ baseUrl: `${baseUrl}${prefix}` }).get("Blogs.GetById", { id: "7" }).catch(() => {});
    expect(seen.map((s) => s.url)).toEqual(["/backend/api/home/headSection", "/backend/api/Blogs/GetById?id=7"]);
  });
});

describe("the body cap", () => {
  const CAP = 64 * 1024;
  const capped = () => createUpstreamSource({ baseUrl, timeoutMs: 2000, maxBodyBytes: CAP });

  it("refuses a declared Content-Length over the cap before reading", async () => {
    handler = (_req, res) => {
      const body = JSON.stringify({ result: { ...head, descriptionEn: "x".repeat(CAP) } });
      res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) }).end(body);
    };
    const error = await rejectionOf(capped().get("home.headSection"));
    expect(error.message).toBe(`Response from /api/home/headSection exceeds ${CAP} bytes`);
  });

  it("aborts a streamed body (no Content-Length) once it passes the cap, without reading the rest", async () => {
    let written = 0;
    let closedEarly = false;
    handler = (_req, res) => {
      leftOpen = true;
      res.writeHead(200, { "content-type": "application/json" });
      res.write('{"result":"');
      const chunk = "x".repeat(16 * 1024);
      // 1000 chunks (16 MB) if nobody stops it; the client's cancel closes the socket.
      const pump = () => {
        while (written < 1000 * chunk.length && !res.destroyed) {
          written += chunk.length;
          if (!res.write(chunk)) return res.once("drain", pump);
        }
      };
      res.on("close", () => (closedEarly = written < 1000 * chunk.length));
      pump();
    };
    const error = await rejectionOf(capped().get("home.headSection"));
    expect(error.message).toBe(`Response from /api/home/headSection exceeds ${CAP} bytes`);
    await expect.poll(() => closedEarly).toBe(true);
    // Socket buffers on both sides hold some more, but nowhere near the 16 MB the server would send.
    expect(written).toBeLessThan(4 * 1024 * 1024);
  });

  it("accepts a body at the cap", async () => {
    const value = { ...head, descriptionEn: "" };
    const fill = CAP - Buffer.byteLength(JSON.stringify({ result: value }));
    handler = json(200, { result: { ...value, descriptionEn: "y".repeat(fill) } });
    const result = await capped().get("home.headSection");
    expect(result.descriptionEn).toHaveLength(fill);
  });
});

describe("one request's budget", () => {
  it("a call gets only what is left of the deadline, not its own full timeout", async () => {
    handler = hang();
    const started = performance.now();
    const error = await rejectionOf(client(1500).get("home.headSection", undefined, { deadline: Date.now() + 200 }));
    expect(error.message).toBe("timeout of 1500ms exceeded");
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("a spent budget fails at once, without calling the backend", async () => {
    handler = json(200, { result: head });
    const error = await rejectionOf(client().get("home.headSection", undefined, { deadline: Date.now() - 1 }));
    expect(error.message).toBe("timeout of 1000ms exceeded");
    await expect(client().createEnquiry(enquiry, { deadline: Date.now() })).rejects.toThrow("timeout of 1000ms exceeded");
    expect(seen).toHaveLength(0);
  });

  it("a deadline later than the timeout leaves the timeout in charge", async () => {
    handler = hang();
    const error = await rejectionOf(client(200).get("home.headSection", undefined, { deadline: Date.now() + 60_000 }));
    expect(error.message).toBe("timeout of 200ms exceeded");
  });
});

describe("addresses in transport errors", () => {
  it("the message a page shows has none; the detail for the log keeps them", async () => {
    const port = await closedPort();
    const source = createUpstreamSource({ baseUrl: `http://127.0.0.1:${port}/backend`, timeoutMs: 1000 });
    const error = await rejectionOf(source.get("home.headSection"));
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error.message).toBe("fetch failed: connect ECONNREFUSED");
    expect((error as UpstreamError).detail).toBe(`fetch failed: connect ECONNREFUSED 127.0.0.1:${port}`);
  });
});

/**
 * Bad input everywhere the site takes input: the language segment, ids, the
 * search key, the contact fields and /api query parameters. Never a 500, never
 * an unescaped reflection, never a stack trace, and the process stays up.
 */
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { test, expect } from "./fixtures";

const XSS = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "<svg onload=alert(1)>",
  "'\"><iframe src=javascript:alert(1)>",
  '<a href="javascript:alert(1)">x</a>',
  "{{constructor.constructor('alert(1)')()}}",
  "</script><script>alert(1)</script>",
  "<img src=x onerror=alert(document.cookie)>",
  "<body onload=alert(1)>",
  "<details open ontoggle=alert(1)>",
  '" onmouseover="alert(1)',
  "<style>@import 'http://evil.example/x.css'</style>",
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  "<input autofocus onfocus=alert(1)>",
  "<object data=javascript:alert(1)>",
  "<base href=//evil.example/>",
  "<meta http-equiv=refresh content=0;url=//evil.example>",
  "${alert(1)}",
  "<x onclick=alert(1)>click</x>",
];
const SQL_AND_FTS = [
  "' OR 1=1 --",
  "'; DROP TABLE news; --",
  '" OR ""="',
  "1; SELECT * FROM enquiries",
  "1 UNION SELECT sqlite_version()",
  "NEAR(a b)",
  "a OR b",
  "title:secret",
  '"unterminated',
  "*",
  "^start",
  "(((",
  "a AND NOT b",
  "%' --",
  "\\",
  "';--",
  "1' AND '1'='1",
  "search_index MATCH '*'",
  '" * ( ) : ^',
  "-1 OR 1",
];
const TRAVERSAL = [
  "../../etc/passwd",
  "..%2F..%2Fetc%2Fpasswd",
  "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "....//....//etc/passwd",
  "/etc/passwd",
  "..\\..\\windows\\win.ini",
  "%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd",
  "..%252f..%252fetc%252fpasswd",
  "data/manar.db",
  ".env",
];
/** The last one puts a surrogate pair across the 200th code unit, where the search form cuts the key. */
const LONG = [
  "a".repeat(10_000),
  "ب".repeat(3_000),
  "😀".repeat(1_000),
  "9".repeat(40),
  "-".repeat(2_100),
  `a${"😀".repeat(300)}`,
];
const CONTROL = [
  "\u0000",
  "\r\nSet-Cookie: pwned=1",
  "\u202eevil",
  "\u0007bell",
  "\t\t",
  "\u001b[31mred",
  "\uFEFF",
  "\u2028line",
  "\uD800",
  "a\u0000b",
];
const INVALID_ENCODINGS = ["%", "%E0%A4%A", "%zz", "%C3%28", "%ff%fe", "%u0041", "%%", "%2", "%80", "%ED%A0%80"];
const NUMBERS = ["0", "-1", "1.5", "1e3", "0x10", "NaN", "Infinity", "99999999999999999999", "+5", " 7"];

/** Raw path segments with broken percent-escapes: sent as they are, never encoded. */
const RAW = new Set(INVALID_ENCODINGS);

const FAMILIES: Record<string, string[]> = {
  XSS,
  "SQL and FTS": SQL_AND_FTS,
  traversal: TRAVERSAL,
  long: LONG,
  control: CONTROL,
  number: NUMBERS,
};
/** Each payload also inside Arabic text and upper-cased (filters that look only at the start or the case). */
const variants = (inputs: string[]) => [...new Set(inputs.flatMap((x) => [x, `بحث ${x}`, x.toUpperCase()]))];
/** Slices of at most `size` inputs, named "XSS 21–40 of 60": one test each keeps every test far from its timeout. */
function slices(name: string, inputs: string[], size = 20): Array<[string, string[]]> {
  const out: Array<[string, string[]]> = [];
  for (let start = 0; start < inputs.length; start += size) {
    const slice = inputs.slice(start, start + size);
    out.push([`${name} ${start + 1}–${start + slice.length} of ${inputs.length}`, slice]);
  }
  return out;
}
/** Families as the URL tests take them: with their variants, and the invalid encodings as a family of their own. */
const URL_FAMILIES: Array<[string, string[]]> = [
  ...Object.entries(FAMILIES).flatMap(([name, inputs]) => slices(name, variants(inputs))),
  ...slices("invalid encoding", INVALID_ENCODINGS),
];
const STACK = /\bat [\w.$<>]+ \(|node_modules|\.tsx?:\d+:\d+|ContentNotFoundError|ZodError/;

/** Requests at once: enough to keep the server busy, few enough to leave room for the tests running beside. */
const CONCURRENCY = 8;

/** Runs `task` for every item, at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** encodeURIComponent, except that a lone surrogate goes out as its raw UTF-8 bytes (invalid on purpose). */
function enc(input: string): string {
  try {
    return encodeURIComponent(input);
  } catch {
    return input
      .replace(/[\uD800-\uDFFF]/g, "%ED%A0%80")
      .split(/(%ED%A0%80)/)
      .map((p) => (p === "%ED%A0%80" ? p : encodeURIComponent(p)))
      .join("");
  }
}

/** A raw GET: the path goes out byte for byte, including invalid escapes. */
function rawGet(baseURL: string, path: string) {
  const url = new URL(baseURL);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, path }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

/**
 * Writes `request` byte for byte on a fresh TCP connection and gives back everything the server answered
 * until it closed the connection, and how it closed it (a reset after an answer still counts as an answer).
 */
function rawExchange(baseURL: string, request: string) {
  const url = new URL(baseURL);
  return new Promise<{ answer: string; closed: "end" | "reset" }>((resolve, reject) => {
    const socket = connect({ host: url.hostname, port: Number(url.port) });
    let answer = "";
    let closed: "end" | "reset" = "end";
    socket.setEncoding("latin1");
    socket.setTimeout(10_000, () =>
      socket.destroy(new Error(`no answer within 10 s: ${JSON.stringify(answer.slice(0, 80))}`)),
    );
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ECONNRESET") closed = "reset";
      else reject(error);
    });
    socket.on("close", () => resolve({ answer, closed }));
    socket.write(request);
  });
}

const statusLine = (answer: string) => answer.slice(0, answer.indexOf("\r\n"));

/** Names of on* attributes on any tag, reading quoted values as values (escaped text inside them is fine). */
function eventHandlerAttributes(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.matchAll(
    /<[a-zA-Z][\w-]*((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>/g,
  )) {
    for (const attr of tag[1].matchAll(/\s+([^\s=>/]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?/g)) {
      if (/^on/i.test(attr[1])) found.push(attr[1]);
    }
  }
  return found;
}

function expectSafe(input: string, status: number, body: string, where: string) {
  expect(status, `${where}: status for ${JSON.stringify(input.slice(0, 60))}`).toBeLessThan(500);
  expect(body, `${where}: stack trace`).not.toMatch(STACK);
  // The content API answers JSON carrying the content's own HTML (the site sanitises it): markup checks are for pages.
  if (body.trimStart().startsWith("{")) return;
  // A payload with "<" can only appear verbatim if it escaped escaping (React writes &lt; in text and attributes).
  if (input.includes("<") && input.length < 500) {
    expect(body.includes(input), `${where}: unescaped reflection of ${JSON.stringify(input)}`).toBe(false);
  }
  // No element ever carries an inline event handler: an attribute break-out would show here.
  expect(eventHandlerAttributes(body), `${where}: injected event handler`).toEqual([]);
}

for (const [family, inputs] of URL_FAMILIES) {
  test(`hostile ${family} inputs in the language segment and ids`, async ({ baseURL }) => {
    const paths = inputs.flatMap((input) => {
      const segment = RAW.has(input) ? input : enc(input);
      return [
        `/${segment}/home`,
        `/en/projects/project-details/${segment}`,
        `/ar/news/news-details/${segment}`,
        `/en/blogs/blogs-details/${segment}`,
        `/ar/about/social-impact/projects/${segment}`,
      ].map((path) => ({ input, path }));
    });
    await eachLimited(paths, CONCURRENCY, async ({ input, path }) => {
      const res = await rawGet(baseURL!, path);
      expectSafe(input, res.status, res.body, path.slice(0, 60));
      // 414 and 431: Node refuses request lines past its header limit before the site sees them.
      if (path.includes("-details/") || path.includes("/projects/")) expect([400, 404, 414, 431]).toContain(res.status);
    });
  });

  test(`hostile ${family} search keys, on the page and through the API`, async ({ baseURL }) => {
    const paths = inputs.flatMap((input) => {
      const key = RAW.has(input) ? input : enc(input);
      return [
        `/en/search/${key}`,
        `/ar/search/${key}`,
        `/en/search?q=${key}`,
        `/api/home/search?searchKey=${key}`,
        `/api/LatestNews/searchNew?searchKey=${key}`,
        `/api/Blogs/searchBlog?searchKey=${key}`,
      ].map((path) => ({ input, path }));
    });
    await eachLimited(paths, CONCURRENCY, async ({ input, path }) => {
      const res = await rawGet(baseURL!, path);
      expectSafe(input, res.status, res.body, path.slice(0, 40));
    });
  });

  if (inputs.some((input) => RAW.has(input))) continue;

  test(`hostile ${family} /api query parameters`, async ({ baseURL }) => {
    const paths = inputs.flatMap((input) => {
      const v = enc(input);
      return [
        `/api/ProjectsPage/GetProject?id=${v}`,
        `/api/LatestNews/GetById?id=${v}`,
        `/api/Sustainability/GetSunProjectDetails?id=${v}`,
        `/api/Titles/GetTitleByCode?code=${v}`,
        `/api/Projects/GetLatestProjectSection?id=${v}&id=2`,
        `/api/home/headSection?${v}=${v}`,
      ].map((path) => ({ input, path }));
    });
    await eachLimited(paths, CONCURRENCY, async ({ input, path }) => {
      const res = await rawGet(baseURL!, path);
      expectSafe(input, res.status, res.body, path.slice(0, 40));
      // Past Node's header limit the request never reaches the API (431); otherwise it answers JSON.
      if (res.status !== 431 && res.status !== 414) expect(res.body.startsWith("{"), `${path}: JSON`).toBe(true);
    });
  });
}

const VALID_ENQUIRY = {
  firstName: "Layla",
  lastName: "Haddad",
  email: "layla@example.com",
  phoneNumber: "966501234567",
  jobTitle: "Principal",
  companyName: "Riyadh Schools",
  country: "Saudi Arabia",
  comment: "We would like to hear about your reading programmes.",
};

// Eight POSTs per input: ten inputs a test.
Object.entries(FAMILIES)
  .flatMap(([name, inputs]) => slices(name, inputs, 10))
  .forEach(([family, inputs], familyIndex) => {
    test(`hostile ${family} values in every contact field`, async ({ request, baseURL }) => {
      const posts = inputs.flatMap((input) => Object.keys(VALID_ENQUIRY).map((field) => ({ input, field })));
      await eachLimited(
        posts.map((post, i) => ({ ...post, i })),
        CONCURRENCY,
        async ({ input, field, i }) => {
          // A client per request, so that neither the enquiry allowance nor the POST ceiling gets in the way.
          const res = await request.post(`${baseURL}/en/contact-us`, {
            multipart: { ...VALID_ENQUIRY, [field]: input },
            headers: { "x-forwarded-for": `172.16.${familyIndex * 4 + Math.floor(i / 250)}.${(i % 250) + 1}` },
            maxRedirects: 0,
          });
          expectSafe(input, res.status(), await res.text(), `contact ${field}`);
        },
      );
    });
  });

test("oversized request headers get a 431 status line and the server stays up", async ({ baseURL, request }) => {
  const headers = (extra: string) =>
    `GET /en/home HTTP/1.1\r\nHost: localhost\r\n${extra}\r\nConnection: close\r\n\r\n`;
  const big = await rawExchange(baseURL!, headers(`X-Filler: ${"a".repeat(20_000)}`));
  expect(statusLine(big.answer)).toBe("HTTP/1.1 431 Request Header Fields Too Large");
  const bigCookie = await rawExchange(baseURL!, headers(`Cookie: lang=${"x".repeat(20_000)}`));
  expect(statusLine(bigCookie.answer)).toBe("HTTP/1.1 431 Request Header Fields Too Large");
  // Just under Node's 16 KB limit the site answers as usual.
  const fits = await rawExchange(baseURL!, headers(`Cookie: lang=${"x".repeat(15_000)}`));
  expect(statusLine(fits.answer)).toBe("HTTP/1.1 200 OK");
  expect(fits.answer).not.toMatch(STACK);
  expect((await request.get(`${baseURL}/healthz`)).status()).toBe(200);
});

test("a huge body is refused with 413", async ({ baseURL, request }) => {
  const hugeBody = await request.post(`${baseURL}/en/contact-us`, {
    data: "x".repeat(64 * 1024),
    headers: { "content-type": "text/plain" },
  });
  expect(hugeBody.status()).toBe(413);
  expect((await request.get(`${baseURL}/healthz`)).status()).toBe(200);
});

test("odd methods get a 4xx, and CONNECT a clean close, never a crash", async ({ baseURL, request }) => {
  for (const method of ["PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND", "CONNECT"]) {
    for (const path of ["/en/home", "/api/home/headSection", "/api/Contacts/CreateContact", "/ar/contact-us"]) {
      const { answer, closed } = await rawExchange(
        baseURL!,
        `${method} ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
      );
      if (method === "CONNECT") {
        // Node hands CONNECT to a "connect" listener (for proxies); a server without one closes the connection.
        expect({ answer, closed }, `${method} ${path}`).toEqual({ answer: "", closed: "end" });
        continue;
      }
      expect(statusLine(answer), `${method} ${path}`).toMatch(/^HTTP\/1\.1 [234]\d\d /);
      expect(answer).not.toMatch(STACK);
    }
  }
  expect((await request.get(`${baseURL}/healthz`)).status()).toBe(200);
});

/**
 * Bad input everywhere the site takes input: the language segment, ids, the
 * search key, the contact fields and /api query parameters. Never a 500, never
 * an unescaped reflection, never a stack trace, and the process stays up.
 */
import { request as httpRequest } from "node:http";
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
  "\" * ( ) : ^",
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
const LONG = ["a".repeat(10_000), "ب".repeat(3_000), "😀".repeat(1_000), "9".repeat(40), "-".repeat(2_100)];
const CONTROL = ["\u0000", "\r\nSet-Cookie: pwned=1", "\u202eevil", "\u0007bell", "\t\t", "\u001b[31mred", "\uFEFF", "\u2028line", "\uD800", "a\u0000b"];
const INVALID_ENCODINGS = ["%", "%E0%A4%A", "%zz", "%C3%28", "%ff%fe", "%u0041", "%%", "%2", "%80", "%ED%A0%80"];
const NUMBERS = ["0", "-1", "1.5", "1e3", "0x10", "NaN", "Infinity", "99999999999999999999", "+5", " 7"];

const BASE = [...XSS, ...SQL_AND_FTS, ...TRAVERSAL, ...LONG, ...CONTROL, ...NUMBERS];
/** Each payload also inside Arabic text and upper-cased (filters that look only at the start or the case). */
const ALL = [...new Set(BASE.flatMap((x) => [x, `بحث ${x}`, x.toUpperCase()]))];
const STACK = /\bat [\w.$<>]+ \(|node_modules|\.tsx?:\d+:\d+|ContentNotFoundError|ZodError/;

/** encodeURIComponent, except that a lone surrogate goes out as its raw UTF-8 bytes (invalid on purpose). */
function enc(input: string): string {
  try {
    return encodeURIComponent(input);
  } catch {
    return input.replace(/[\uD800-\uDFFF]/g, "%ED%A0%80").split(/(%ED%A0%80)/).map((p) => (p === "%ED%A0%80" ? p : encodeURIComponent(p))).join("");
  }
}

/** A raw GET: the path goes out byte for byte, including invalid escapes. */
function rawGet(baseURL: string, path: string, headers: Record<string, string> = {}, method = "GET") {
  const url = new URL(baseURL);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, path, method, headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** Names of on* attributes on any tag, reading quoted values as values (escaped text inside them is fine). */
function eventHandlerAttributes(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.matchAll(/<[a-zA-Z][\w-]*((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>/g)) {
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

test.describe.configure({ mode: "serial" });

test(`${ALL.length + INVALID_ENCODINGS.length} hostile inputs in the language segment and ids`, async ({ baseURL }) => {
  for (const input of [...ALL, ...INVALID_ENCODINGS]) {
    const segment = INVALID_ENCODINGS.includes(input) ? input : enc(input);
    for (const path of [`/${segment}/home`, `/en/projects/project-details/${segment}`, `/ar/news/news-details/${segment}`, `/en/blogs/blogs-details/${segment}`, `/ar/about/social-impact/projects/${segment}`]) {
      const res = await rawGet(baseURL!, path);
      expectSafe(input, res.status, res.body, path.slice(0, 60));
      // 414 and 431: Node refuses request lines past its header limit before the site sees them.
      if (path.includes("-details/") || path.includes("/projects/")) expect([400, 404, 414, 431]).toContain(res.status);
    }
  }
});

test(`${ALL.length + INVALID_ENCODINGS.length} hostile search keys, on the page and through the API`, async ({ baseURL }) => {
  for (const input of [...ALL, ...INVALID_ENCODINGS]) {
    const key = INVALID_ENCODINGS.includes(input) ? input : enc(input);
    for (const path of [
      `/en/search/${key}`,
      `/ar/search/${key}`,
      `/en/search?q=${key}`,
      `/api/home/search?searchKey=${key}`,
      `/api/LatestNews/searchNew?searchKey=${key}`,
      `/api/Blogs/searchBlog?searchKey=${key}`,
    ]) {
      const res = await rawGet(baseURL!, path);
      expectSafe(input, res.status, res.body, path.slice(0, 40));
    }
  }
});

test(`${ALL.length} hostile /api query parameters`, async ({ baseURL }) => {
  for (const input of ALL) {
    const v = enc(input);
    for (const path of [
      `/api/ProjectsPage/GetProject?id=${v}`,
      `/api/LatestNews/GetById?id=${v}`,
      `/api/Sustainability/GetSunProjectDetails?id=${v}`,
      `/api/Titles/GetTitleByCode?code=${v}`,
      `/api/Projects/GetLatestProjectSection?id=${v}&id=2`,
      `/api/home/headSection?${v}=${v}`,
    ]) {
      const res = await rawGet(baseURL!, path);
      expectSafe(input, res.status, res.body, path.slice(0, 40));
      // Past Node's header limit the request never reaches the API (431); otherwise it answers JSON.
      if (res.status !== 431 && res.status !== 414) expect(res.body.startsWith("{"), `${path}: JSON`).toBe(true);
    }
  }
});

test(`${BASE.length} hostile values in every contact field`, async ({ request, baseURL }) => {
  const valid = {
    firstName: "Layla",
    lastName: "Haddad",
    email: "layla@example.com",
    phoneNumber: "966501234567",
    jobTitle: "Principal",
    companyName: "Riyadh Schools",
    country: "Saudi Arabia",
    comment: "We would like to hear about your reading programmes.",
  };
  let client = 0;
  for (const input of BASE) {
    for (const field of Object.keys(valid) as Array<keyof typeof valid>) {
      client += 1;
      const res = await request.post(`${baseURL}/en/contact-us`, {
        multipart: { ...valid, [field]: input },
        headers: { "x-forwarded-for": `172.16.${Math.floor(client / 250) % 250}.${client % 250}` },
        maxRedirects: 0,
      });
      const body = await res.text();
      expectSafe(input, res.status(), body, `contact ${field}`);
    }
  }
});

test("huge headers, huge bodies and odd methods never take the server down", async ({ baseURL, request }) => {
  const bigHeader = await rawGet(baseURL!, "/en/home", { "x-filler": "a".repeat(20_000) }).catch(() => ({ status: 431, body: "" }));
  expect(bigHeader.status).toBeLessThan(500);
  const bigCookie = await rawGet(baseURL!, "/en/home", { cookie: `lang=${"x".repeat(15_000)}` }).catch(() => ({ status: 431, body: "" }));
  expect(bigCookie.status).toBeLessThan(500);
  const hugeBody = await request.post(`${baseURL}/en/contact-us`, { data: "x".repeat(64 * 1024), headers: { "content-type": "text/plain" } });
  expect(hugeBody.status()).toBe(413);
  for (const method of ["PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND", "CONNECT"]) {
    for (const path of ["/en/home", "/api/home/headSection", "/api/Contacts/CreateContact", "/ar/contact-us"]) {
      const res = await rawGet(baseURL!, path, {}, method).catch(() => ({ status: 400, body: "" }));
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
      expect(res.body).not.toMatch(STACK);
    }
  }
  const health = await request.get(`${baseURL}/healthz`);
  expect(health.status()).toBe(200);
});

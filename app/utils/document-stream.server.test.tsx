import { Suspense } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { PassThrough, type Readable } from "node:stream";
import { afterEach, describe, expect, it, vi } from "vitest";
import { collectDocument, DOCUMENT_END, finishDocument, renderWhole, withoutNul } from "./document-stream.server";

async function collect(readable: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of readable) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

const NAV_LABEL = "التنقل الرئيسي";
const SHELL = `<!DOCTYPE html><html lang="ar" dir="rtl"><body><nav aria-label="${NAV_LABEL}"></nav>`;
const LATE = `<script>streamController.close();</script>`;

describe("withoutNul", () => {
  it("drops NUL bytes and leaves every other byte, Arabic included, as it was", () => {
    const text = Buffer.from(`<img alt="منار">`);
    const padded = Buffer.concat([text.subarray(0, 10), Buffer.alloc(5), text.subarray(10)]);
    expect(withoutNul(padded).toString()).toBe(`<img alt="منار">`);
    expect(withoutNul(text)).toBe(text);
  });

  it("drops NULs scattered anywhere: first byte, last byte, runs and single ones", () => {
    const nul = Buffer.alloc(1);
    const parts = [nul, Buffer.from("أ"), nul, nul, Buffer.from("b"), Buffer.alloc(7), Buffer.from("منار"), nul];
    expect(withoutNul(Buffer.concat(parts)).toString()).toBe("أbمنار");
    expect(withoutNul(Buffer.alloc(4)).length).toBe(0);
  });
});

describe("finishDocument", () => {
  const doc = Buffer.from(`${SHELL}</body></html>${LATE}`);
  const expected = `${SHELL}${LATE}</body></html>`;

  it("moves the document end after what was streamed later", () => {
    expect(finishDocument(doc).toString()).toBe(expected);
    expect(finishDocument(Buffer.from(expected)).toString()).toBe(expected);
  });

  it("drops NULs wherever they fall, inside the document end too", () => {
    const markerAt = doc.indexOf(DOCUMENT_END);
    const withNuls = Buffer.concat([
      doc.subarray(0, 60),
      Buffer.alloc(7),
      doc.subarray(60, markerAt + 4),
      Buffer.alloc(3),
      doc.subarray(markerAt + 4),
    ]);
    const out = finishDocument(withNuls);
    expect(out.includes(0)).toBe(false);
    expect(out.toString()).toBe(expected);
  });

  it("passes a document that never ends as it was, a partial end included", () => {
    const fragment = Buffer.from(`<p>${NAV_LABEL}</p></body></ht`);
    expect(finishDocument(fragment).toString()).toBe(fragment.toString());
  });

  it("moves only the first document end", () => {
    const twice = Buffer.from(`<body>a</body></html><script>x("</body></html>")</script>`);
    expect(finishDocument(twice).toString()).toBe(`<body>a<script>x("</body></html>")</script></body></html>`);
  });
});

describe("collectDocument with React 18's writer", () => {
  /** A document whose Arabic labels meet the ends of React's 2048-byte views, and a Suspense boundary that completes later. */
  function render(
    collectWith: (pipe: (destination: NodeJS.WritableStream) => unknown) => Promise<Buffer>,
  ): Promise<string> {
    let resolved = false;
    const later = new Promise<void>((resolve) => setTimeout(() => ((resolved = true), resolve()), 10));
    function Late() {
      if (!resolved) throw later;
      return <p>{NAV_LABEL}</p>;
    }
    const labels = Array.from({ length: 300 }, (_, i) => <nav key={i} aria-label={NAV_LABEL} />);
    return new Promise((resolve, reject) => {
      const { pipe } = renderToPipeableStream(
        <html lang="ar" dir="rtl">
          <body>
            {labels}
            <Suspense fallback={<p>…</p>}>
              <Late />
            </Suspense>
          </body>
        </html>,
        {
          onShellReady() {
            collectWith(pipe).then((bytes) => resolve(bytes.toString()), reject);
          },
          onShellError: reject,
        },
      );
    });
  }
  /** React's bytes as they are. */
  const asWritten = (pipe: (destination: NodeJS.WritableStream) => unknown) => {
    const destination = new PassThrough();
    const bytes = collect(destination);
    pipe(destination);
    return bytes;
  };

  it("reproduces the fault without it: NUL padding, and the late content after </html>", async () => {
    const html = await render(asWritten);
    expect(html).toContain("\u0000");
    expect(html.indexOf(`<p>${NAV_LABEL}</p>`)).toBeGreaterThan(html.indexOf("</html>"));
  });

  it("gives every Arabic label whole, no NUL, and the late content inside <body>", async () => {
    const html = await render(collectDocument);
    expect(html).not.toContain("\u0000");
    expect(html).not.toContain("\uFFFD");
    expect(html.split(`aria-label="${NAV_LABEL}"`)).toHaveLength(301);
    expect(html.endsWith("</body></html>")).toBe(true);
    expect(html.indexOf("</body>")).toBe(html.lastIndexOf("</body>"));
    expect(html.lastIndexOf(`<p>${NAV_LABEL}</p>`)).toBeLessThan(html.indexOf("</body>"));
  });
});

describe("collectDocument with the patched production writer (strings)", () => {
  /** A pipe that writes `pieces` in order, as React's writer would, then ends. */
  const writing =
    (...pieces: (string | Uint8Array)[]) =>
    (destination: NodeJS.WritableStream) => {
      for (const piece of pieces) destination.write(piece);
      destination.end();
    };

  it("gives each document its own bytes, though they are encoded in one shared buffer", async () => {
    const long = `<body><p>${NAV_LABEL.repeat(20)}</p></body></html>`;
    const first = await collectDocument(writing(long.slice(0, 9), long.slice(9)));
    // Shorter, so that it is encoded into the same buffer as the first.
    const second = await collectDocument(writing("<body><p>", "x", "</p></body></html>"));
    // Read after the second render: a view of the shared buffer would now hold the second document.
    expect(first.toString()).toBe(long);
    expect(second.toString()).toBe("<body><p>x</p></body></html>");
  });

  it("keeps strings and bytes in the order they were written, with the document's end moved last", async () => {
    const html = await collectDocument(
      writing("<body><p>", Buffer.from(NAV_LABEL), "</p></body></html>", "<script>late()</script>"),
    );
    expect(html.toString()).toBe(`<body><p>${NAV_LABEL}</p><script>late()</script></body></html>`);
  });
});

describe("renderWhole", () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  const quietly = { status: 200, timeoutMs: 6_000, onLateError: () => {} };

  it("leaves no timer behind once the document is whole (a pending deadline held the document for 6 s)", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { html, status } = await renderWhole(
      <html lang="ar" dir="rtl">
        <body>
          <p>{NAV_LABEL}</p>
        </body>
      </html>,
      quietly,
    );
    expect(status).toBe(200);
    expect(html.toString()).toContain(`<p>${NAV_LABEL}</p></body></html>`);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("aborts what is still pending at the deadline: the fallback goes out, status 500, the error is heard", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const never = new Promise<never>(() => {});
    function Stuck(): never {
      throw never;
    }
    const heard: unknown[] = [];
    const rendered = renderWhole(
      <html lang="en">
        <body>
          <Suspense fallback={<p>waiting</p>}>
            <Stuck />
          </Suspense>
        </body>
      </html>,
      { status: 200, timeoutMs: 6_000, onLateError: (error) => heard.push(error) },
    );
    await vi.advanceTimersByTimeAsync(6_000);
    const { html, status } = await rendered;
    expect(status).toBe(500);
    expect(html.toString()).toContain("<p>waiting</p>");
    expect(heard).toHaveLength(1);
  });
});

describe("collectDocument when the render failed", () => {
  it("rejects with the render's error instead of resolving a document", async () => {
    function Broken(): never {
      throw new Error("the shell broke");
    }
    const collected = new Promise<Buffer>((resolve, reject) => {
      const { pipe } = renderToPipeableStream(<Broken />, {
        onShellError() {
          collectDocument(pipe).then(resolve, reject);
        },
        onError() {},
      });
    });
    await expect(collected).rejects.toThrow("the shell broke");
  });
});

describe("React's production writer, as patched (decision 025)", () => {
  type PipeableRender = typeof renderToPipeableStream;
  const require = createRequire(import.meta.url);
  // The files themselves: under test React resolves to its development build, which the patch leaves as it was.
  const build = (name: string) =>
    require(join(dirname(require.resolve("react-dom/package.json")), "cjs", name)) as {
      renderToPipeableStream: PipeableRender;
    };
  const production = build("react-dom-server.node.production.min.js");
  const development = build("react-dom-server.node.development.js");

  /** A page-like document: Arabic across many 2048-byte views, attributes, text runs, a boundary done later. */
  function page(render: PipeableRender): Promise<{ html: string; chunks: unknown[] }> {
    let resolved = false;
    const later = new Promise<void>((resolve) => setTimeout(() => ((resolved = true), resolve()), 10));
    function Late() {
      if (!resolved) throw later;
      return <p>{NAV_LABEL}</p>;
    }
    const chunks: unknown[] = [];
    return new Promise((resolve, reject) => {
      const { pipe } = render(
        <html lang="ar" dir="rtl">
          <head>
            <title>{`${NAV_LABEL} & <منار>`}</title>
          </head>
          <body>
            {Array.from({ length: 400 }, (_, i) => (
              <a key={i} href={`/ar/news/${i}`} aria-label={NAV_LABEL} className={i % 2 ? "odd" : undefined}>
                {NAV_LABEL} {i} {"<&>"}
              </a>
            ))}
            <Suspense fallback={<p>…</p>}>
              <Late />
            </Suspense>
          </body>
        </html>,
        {
          onAllReady() {
            collectDocument((destination) => {
              const write = destination.write.bind(destination) as (chunk: unknown) => boolean;
              destination.write = ((chunk: unknown) => (chunks.push(chunk), write(chunk))) as typeof destination.write;
              return pipe(destination);
            }).then((bytes) => resolve({ html: bytes.toString(), chunks }), reject);
          },
          onShellError: reject,
        },
      );
    });
  }

  it("writes the bytes React's own writer writes, as strings of ~2,000 characters instead of encoded views", async () => {
    const patched = await page(production.renderToPipeableStream);
    const own = await page(development.renderToPipeableStream);
    expect(patched.html).toBe(own.html);
    expect(patched.html.split(`aria-label="${NAV_LABEL}"`)).toHaveLength(401);
    expect(own.chunks.every((chunk) => chunk instanceof Uint8Array)).toBe(true);
    const strings = patched.chunks.filter((chunk): chunk is string => typeof chunk === "string");
    expect(strings).toHaveLength(patched.chunks.length);
    expect(strings.length).toBeGreaterThan(10);
    // Handed over once past 2,048 characters (this page's pieces are short), the rest of a flush at its end.
    const full = strings.filter((text) => text.length > 2048);
    expect(full.length).toBeGreaterThanOrEqual(strings.length - 2);
    expect(Math.max(...full.map((text) => text.length))).toBeLessThan(2048 + 200);
  });
});

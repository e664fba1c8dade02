import { Suspense } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { PassThrough, type Readable, type Transform } from "node:stream";
import { describe, expect, it } from "vitest";
import { createDocumentStream, DOCUMENT_END, withoutNul } from "./document-stream.server";

/** Writes `chunks` into a fresh document stream and returns everything it gave out. */
async function throughDocumentStream(chunks: Buffer[]): Promise<Buffer> {
  const stream = createDocumentStream();
  const out = collect(stream);
  for (const chunk of chunks) stream.write(chunk);
  stream.end();
  return out;
}

async function collect(readable: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of readable) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/** The bytes cut at each of `cuts` (sorted offsets). */
function splitAt(bytes: Buffer, cuts: number[]): Buffer[] {
  const edges = [0, ...cuts, bytes.length];
  return edges.slice(1).map((end, i) => bytes.subarray(edges[i], end));
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

describe("createDocumentStream", () => {
  const doc = Buffer.from(`${SHELL}</body></html>${LATE}`);
  const expected = `${SHELL}${LATE}</body></html>`;

  it("moves the document end after what was streamed later, wherever the chunks are cut", async () => {
    for (let a = 0; a <= doc.length; a++) {
      expect((await throughDocumentStream(splitAt(doc, [a]))).toString()).toBe(expected);
    }
    const markerAt = doc.indexOf(DOCUMENT_END);
    for (let a = markerAt - 1; a <= markerAt + DOCUMENT_END.length + 1; a++) {
      for (let b = a; b <= markerAt + DOCUMENT_END.length + 1; b++) {
        expect((await throughDocumentStream(splitAt(doc, [a, b]))).toString()).toBe(expected);
      }
    }
    const bytewise = splitAt(
      doc,
      Array.from({ length: doc.length - 1 }, (_, i) => i + 1),
    );
    expect((await throughDocumentStream(bytewise)).toString()).toBe(expected);
  });

  it("drops NULs wherever they fall, inside the document end too", async () => {
    const markerAt = doc.indexOf(DOCUMENT_END);
    const withNuls = Buffer.concat([
      doc.subarray(0, 60),
      Buffer.alloc(7),
      doc.subarray(60, markerAt + 4),
      Buffer.alloc(3),
      doc.subarray(markerAt + 4),
    ]);
    for (let a = 0; a <= withNuls.length; a++) {
      const out = await throughDocumentStream(splitAt(withNuls, [a]));
      expect(out.includes(0)).toBe(false);
      expect(out.toString()).toBe(expected);
    }
  });

  it("passes a document that never ends as it was, a partial end included", async () => {
    const fragment = Buffer.from(`<p>${NAV_LABEL}</p></body></ht`);
    expect((await throughDocumentStream(splitAt(fragment, [fragment.length - 3]))).toString()).toBe(
      fragment.toString(),
    );
  });

  it("moves only the first document end", async () => {
    const twice = Buffer.from(`<body>a</body></html><script>x("</body></html>")</script>`);
    expect((await throughDocumentStream([twice])).toString()).toBe(
      `<body>a<script>x("</body></html>")</script></body></html>`,
    );
  });
});

describe("createDocumentStream with React 18's writer", () => {
  /** A document whose Arabic labels meet the ends of React's 2048-byte views, and a Suspense boundary that completes later. */
  function render(into: () => Transform): Promise<string> {
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
            const destination = into();
            collect(destination).then((bytes) => resolve(bytes.toString()), reject);
            pipe(destination);
          },
          onShellError: reject,
        },
      );
    });
  }
  const passThrough = () => new PassThrough();

  it("reproduces the fault without it: NUL padding, and the late content after </html>", async () => {
    const html = await render(passThrough);
    expect(html).toContain("\u0000");
    expect(html.indexOf(`<p>${NAV_LABEL}</p>`)).toBeGreaterThan(html.indexOf("</html>"));
  });

  it("gives every Arabic label whole, no NUL, and the late content inside <body>", async () => {
    const html = await render(createDocumentStream);
    expect(html).not.toContain("\u0000");
    expect(html).not.toContain("\uFFFD");
    expect(html.split(`aria-label="${NAV_LABEL}"`)).toHaveLength(301);
    expect(html.endsWith("</body></html>")).toBe(true);
    expect(html.indexOf("</body>")).toBe(html.lastIndexOf("</body>"));
    expect(html.lastIndexOf(`<p>${NAV_LABEL}</p>`)).toBeLessThan(html.indexOf("</body>"));
  });
});

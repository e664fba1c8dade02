import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";

/** React 18 writes the document's end with the shell; everything streamed later would follow it. */
export const DOCUMENT_END = Buffer.from("</body></html>");

/**
 * Drops every NUL byte. React 18.3.1's writer (`writeStringChunk` in react-dom-server.node.*.js) sends its
 * whole 2048-byte view when a string's next character does not fit at the view's end: the unwritten tail of
 * that freshly allocated, zero-filled `Uint8Array` goes out as 0x00 bytes, and the rest of the string is encoded
 * into the next view, so every real character still arrives (facebook/react#31134, fixed only in React 19).
 * Dropping 0x00 is exact: in UTF-8 a 0x00 byte is only ever U+0000 itself (lead and continuation bytes of a
 * multi-byte character are all >= 0x80), and the site never writes U+0000 on purpose (HTML forbids it).
 */
export function withoutNul(bytes: Buffer): Buffer {
  let nul = bytes.indexOf(0);
  if (nul < 0) return bytes;
  // The padding is one run at a chunk's end: copying the runs between NULs natively beats a loop over bytes.
  const out = Buffer.allocUnsafe(bytes.length);
  let length = 0;
  let from = 0;
  while (nul >= 0) {
    length += bytes.copy(out, length, from, nul);
    from = nul + 1;
    nul = bytes.indexOf(0, from);
  }
  length += bytes.copy(out, length, from);
  return out.subarray(0, length);
}

/**
 * The whole document as it should be sent: React's NUL padding removed (see withoutNul), and the first
 * `</body></html>` moved to the end, so that what React and Remix stream after the shell (Suspense completions,
 * single-fetch data scripts) lands inside <body> instead of after </html>, where the Nu HTML Checker reports every
 * one of them. Browsers already parsed late elements into <body> ("after after body" insertion mode; only React's
 * comment markers move, from the document into <body>), and React's hydration leaves unmatched nodes at the end of
 * <body> alone (shouldDeleteUnhydratedTailInstances). `copy`: the result never shares memory with `rendered`.
 */
export function finishDocument(rendered: Buffer, options: { copy?: boolean } = {}): Buffer {
  const bytes = withoutNul(rendered);
  const at = bytes.indexOf(DOCUMENT_END);
  if (at < 0 || at + DOCUMENT_END.length === bytes.length) {
    return options.copy && bytes === rendered ? Buffer.from(bytes) : bytes;
  }
  const out = Buffer.allocUnsafe(bytes.length);
  let length = bytes.copy(out, 0, 0, at);
  length += bytes.copy(out, length, at + DOCUMENT_END.length);
  DOCUMENT_END.copy(out, length);
  return out;
}

let scratch = Buffer.allocUnsafeSlow(0);

/**
 * `texts` in UTF-8, one after the other, in a buffer every render shares (its caller copies the document out).
 * `Buffer.from(text)` walks a string twice (its length in UTF-8, then the bytes) into a new buffer per document;
 * writing into room for the worst case (three bytes per UTF-16 unit) walks it once. The writer hands over pieces
 * of ~2,000 characters: one string of the whole page is a rope of ~7,000 parts that V8 must first copy into one
 * large object (for the home page: ~0.39 ms as Buffer.from(one string), ~0.27 ms written once, ~0.14 ms in pieces).
 */
function encodeToScratch(texts: string[]): Buffer {
  let units = 0;
  for (const text of texts) units += text.length;
  if (scratch.length < units * 3) scratch = Buffer.allocUnsafeSlow(units * 3);
  let length = 0;
  for (const text of texts) length += scratch.write(text, length);
  return scratch.subarray(0, length);
}

/** What React's `pipe` writes to: the Node writable it expects, as far as React uses one. */
type PipeDestination = NodeJS.WritableStream;

/**
 * Everything React writes through `pipe`, as one finished document (finishDocument). Every document is rendered
 * whole before it is sent (app/entry.server.tsx), so this is a plain collector, not a stream: React calls only
 * `write`, `end`, `on` and `destroy` on it, and a Node stream's machinery per 2048-byte chunk cost ~2 % of a render.
 */
export function collectDocument(pipe: (destination: PipeDestination) => unknown): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // Production's patched writer hands over strings of ~2,000 characters (decision 025): they wait, to be encoded
    // at once. React's own writer hands over fresh 2048-byte views, which it never writes into again (kept as
    // they are, after the strings written before them).
    let texts: string[] = [];
    const chunks: Uint8Array[] = [];
    const sink = {
      write(chunk: Uint8Array | string) {
        if (typeof chunk === "string") texts.push(chunk);
        else {
          chunks.push(...texts.map((text) => Buffer.from(text)), chunk);
          texts = [];
        }
        return true;
      },
      end() {
        if (chunks.length === 0) {
          resolve(finishDocument(encodeToScratch(texts), { copy: true }));
          return;
        }
        chunks.push(...texts.map((text) => Buffer.from(text)));
        resolve(finishDocument(Buffer.concat(chunks)));
      },
      on() {
        return sink;
      },
      /** React's answer to a render that failed before it was piped (its `startFlowing` on an errored request). */
      destroy(error?: unknown) {
        reject(error instanceof Error ? error : new Error("The document's render failed"));
      },
    };
    // React needs only the methods above (react-dom-server.node: write, end, on for drain/error/close, destroy).
    pipe(sink as unknown as PipeDestination);
  });
}

/**
 * Renders `element` whole, every Suspense boundary resolved, into one finished document (collectDocument), or
 * aborts what is still pending after `timeoutMs` (React then renders those boundaries' fallbacks for the client to
 * finish). The deadline is cleared once the document is whole: a pending timer holds React's request, and with it
 * the document's bytes, for its whole delay (at 200 renders a second, ~1,200 documents, ~200 MB; decision 025).
 * `status` becomes 500 when anything failed; `onLateError` hears of what failed after the shell (a failed shell
 * rejects).
 */
export function renderWhole(
  element: ReactNode,
  options: { status: number; timeoutMs: number; onLateError: (error: unknown) => void },
): Promise<{ html: Buffer; status: number }> {
  return new Promise((resolve, reject) => {
    let status = options.status;
    let shellReady = false;
    const deadline = setTimeout(() => abort(), options.timeoutMs).unref();
    const { pipe, abort } = renderToPipeableStream(element, {
      onShellReady() {
        shellReady = true;
      },
      onAllReady() {
        clearTimeout(deadline);
        // Not React's bytes as they are: React 18 pads its output with NULs and ends the document too early.
        collectDocument(pipe).then((html) => resolve({ html, status }), reject);
      },
      onShellError(error: unknown) {
        clearTimeout(deadline);
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        if (shellReady) options.onLateError(error);
      },
    });
  });
}

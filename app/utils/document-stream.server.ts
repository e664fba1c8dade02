import { Transform, type TransformCallback } from "node:stream";

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

const LT = 0x3c;

/** Length of the longest end of `bytes` that begins DOCUMENT_END (it may continue in the next chunk). */
function partialEndLength(bytes: Buffer): number {
  // Such an end starts with "<": only the last few "<" can begin one (no copies, this runs for every chunk).
  const from = Math.max(0, bytes.length - (DOCUMENT_END.length - 1));
  for (let at = bytes.indexOf(LT, from); at >= 0; at = bytes.indexOf(LT, at + 1)) {
    if (bytes.compare(DOCUMENT_END, 0, bytes.length - at, at) === 0) return bytes.length - at;
  }
  return 0;
}

/**
 * The stream React's document is piped into on its way to the response. It removes React's NUL padding
 * (see withoutNul) and holds the first `</body></html>` back until the end, so that what React and Remix stream
 * after the shell (Suspense completions, single-fetch data scripts) lands inside <body> instead of after
 * </html>, where the Nu HTML Checker reports every one of them. Browsers already parsed late elements into
 * <body> ("after after body" insertion mode; only React's comment markers move, from the document into <body>),
 * and React's hydration leaves unmatched nodes at the end of <body> alone (shouldDeleteUnhydratedTailInstances).
 */
export function createDocumentStream(): Transform {
  let endSeen = false;
  let held = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      const bytes = withoutNul(chunk);
      if (endSeen) return callback(null, bytes);
      const pending = held.length > 0 ? Buffer.concat([held, bytes]) : bytes;
      const at = pending.indexOf(DOCUMENT_END);
      if (at >= 0) {
        endSeen = true;
        held = Buffer.alloc(0);
        this.push(pending.subarray(0, at));
        return callback(null, pending.subarray(at + DOCUMENT_END.length));
      }
      const keep = partialEndLength(pending);
      // A copy: the writer may own the memory of the chunks it passed.
      held = Buffer.from(pending.subarray(pending.length - keep));
      callback(null, pending.subarray(0, pending.length - keep));
    },
    flush(callback: TransformCallback) {
      // Once the end is seen nothing is held.
      callback(null, endSeen ? DOCUMENT_END : held);
    },
  });
}

/**
 * A rendered document's bytes, handed from the app's entry to the server beside its Response.
 *
 * Remix's handler must return a fetch Response, and the server must turn it back into bytes for Node's response.
 * Through the body that is undici's copy of the bytes into a stream of its own, then a second copy read back
 * out of it, ~90 µs and three 90 KB buffers for every render of `/ar/home`. The server (server/remix-handler.ts,
 * through the build's entry, decision 006) takes the bytes from here instead; the Response keeps a body that yields
 * the same bytes, so anything else that reads it (tests, scripts that call the handler) sees the document as before.
 * The bytes travel as a property under a registered symbol: a Response has no other place for them.
 */
const DOCUMENT_BYTES = Symbol.for("manar.document-bytes");

interface WithDocumentBytes {
  [DOCUMENT_BYTES]?: Uint8Array;
}

/** A Response whose body is `bytes`, read lazily, and whose bytes the server can take without reading it. */
export function documentResponse(bytes: Uint8Array, init: ResponseInit): Response {
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  const response: Response & WithDocumentBytes = new Response(body, init);
  response[DOCUMENT_BYTES] = bytes;
  return response;
}

/** The bytes of a documentResponse whose body nobody has read yet (they must not be sent twice), else undefined. */
export function documentBytes(response: Response): Uint8Array | undefined {
  if (response.bodyUsed) return undefined;
  return (response as Response & WithDocumentBytes)[DOCUMENT_BYTES];
}

/**
 * How a document is compressed: once, whole, in one call (it is rendered whole before it is sent, decision 015),
 * in the encoding the client prefers among those the server offers. `compression` still handles what streams
 * (client navigations' data, the API).
 */
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";
import type { Request as ExpressRequest } from "express";
import Negotiator from "negotiator";

export type DocumentEncoding = "br" | "gzip";

/** Best first: a tie in the client's q-values goes to the smaller. */
export const DOCUMENT_ENCODINGS: readonly DocumentEncoding[] = ["br", "gzip"];

/** `compression`'s threshold: smaller bodies go as they are. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Brotli quality 6: ~1.7 ms for `/ar/home` (89 KB), 15.6 KB against gzip's 19.9 KB. Quality 9 saves 0.2 KB more
 * for ten times the CPU, 11 another 1.4 KB for sixty times (100 ms a page).
 */
const BROTLI_OPTIONS = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Off the main thread (zlib's thread pool): for a page rendered for one response. */
export function compress(bytes: Uint8Array, encoding: DocumentEncoding): Promise<Buffer> {
  return encoding === "br" ? brotliAsync(bytes, BROTLI_OPTIONS) : gzipAsync(bytes);
}

/** On the main thread: for a page kept for many responses, whose first response waits for it anyway. */
export function compressSync(bytes: Uint8Array, encoding: DocumentEncoding): Buffer {
  return encoding === "br" ? brotliCompressSync(bytes, BROTLI_OPTIONS) : gzipSync(bytes);
}

/**
 * The encoding the client prefers among `available`, or undefined for the bytes as they are. Negotiator with the
 * server's preference, as `compression` uses it: Express's `acceptsEncodings` breaks ties by the client's order,
 * and browsers list gzip first ("gzip, deflate, br, zstd").
 */
export function preferredEncoding(
  req: ExpressRequest,
  available: readonly DocumentEncoding[] = DOCUMENT_ENCODINGS,
): DocumentEncoding | undefined {
  const [choice] = encodingsByPreference(new Negotiator(req), [...available, "identity"], [...DOCUMENT_ENCODINGS]);
  return available.find((encoding) => encoding === choice);
}

/** negotiator 0.6.4's `encodings(available, preferred)`; @types/negotiator (0.6.4) declares only the first argument. */
function encodingsByPreference(negotiator: Negotiator, available: string[], preferred: string[]): string[] {
  const encodings = negotiator.encodings.bind(negotiator) as (available: string[], preferred: string[]) => string[];
  return encodings(available, preferred);
}

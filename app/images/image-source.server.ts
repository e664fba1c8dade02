/**
 * Reads the bytes of an image a share image is made from: a file under the site's public folder, or an image
 * on the configured backend, bounded in size and time. Redirects are refused so the backend cannot send the
 * server elsewhere.
 */
import { open } from "node:fs/promises";
import { resolve, sep } from "node:path";
import type { ImageSource } from "./image-address";

export type ImageSourceFailure = "not-found" | "unavailable";

export class ImageSourceError extends Error {
  constructor(
    readonly failure: ImageSourceFailure,
    message: string,
  ) {
    super(message);
    this.name = "ImageSourceError";
  }
}

export interface ImageSourceOptions {
  /** The folder the site's own images are served from. */
  publicDir: string;
  timeoutMs: number;
  maxBytes: number;
}

export async function readImageSource(source: ImageSource, options: ImageSourceOptions): Promise<Buffer> {
  return source.kind === "site" ? readSiteImage(source.path, options) : fetchRemoteImage(source.url, options);
}

async function readSiteImage(path: string, { publicDir, maxBytes }: ImageSourceOptions): Promise<Buffer> {
  const root = resolve(publicDir);
  const file = resolve(root, `.${path}`);
  if (!file.startsWith(root + sep)) throw new ImageSourceError("not-found", `outside the public folder: ${path}`);
  const handle = await open(file, "r").catch(() => {
    throw new ImageSourceError("not-found", `no such image: ${path}`);
  });
  try {
    const { size } = await handle.stat();
    if (size > maxBytes) throw new ImageSourceError("unavailable", `image over ${maxBytes} bytes: ${path}`);
    return await handle.readFile();
  } finally {
    await handle.close();
  }
}

async function fetchRemoteImage(url: URL, { timeoutMs, maxBytes }: ImageSourceOptions): Promise<Buffer> {
  const failed = (why: string) => new ImageSourceError("unavailable", `${why}: ${url.pathname}`);
  let response: Response;
  try {
    response = await fetch(url, {
      redirect: "error",
      signal: AbortSignal.timeout(timeoutMs),
      headers: { Accept: "image/*" },
    });
  } catch (error) {
    throw failed(error instanceof Error && error.name === "TimeoutError" ? "timed out" : "unreachable");
  }
  if (response.status === 404 || response.status === 410)
    throw new ImageSourceError("not-found", `backend has no image: ${url.pathname}`);
  if (!response.ok || !response.body) throw failed(`backend answered ${response.status}`);
  if (!(response.headers.get("content-type") ?? "").startsWith("image/")) throw failed("not an image");
  const declared = Number(response.headers.get("content-length") ?? 0);
  if (declared > maxBytes) throw failed(`image over ${maxBytes} bytes`);

  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read().catch(() => {
      throw failed("body interrupted");
    });
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel();
      throw failed(`image over ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

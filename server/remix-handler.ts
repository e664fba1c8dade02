/**
 * A small Express-to-Remix bridge. @remix-run/express streams the raw request
 * into Remix, which makes a body cap impossible without losing the body; this
 * bridge takes the body that express.raw has already read (and capped).
 */
import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from "express";
import {
  createRequestHandler,
  writeReadableStreamToWritable,
  type AppLoadContext,
  type ServerBuild,
} from "@remix-run/node";
import { sendDocument } from "./page-response";

export function remixHandler(options: {
  build: () => ServerBuild | Promise<ServerBuild>;
  mode: string;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
  /** An HTML document, whole, before it is sent (./page-response.ts prepares it, the page cache keeps it). */
  onDocument?: (req: ExpressRequest, res: ExpressResponse, body: Buffer) => void;
}) {
  // One handler per build (a new build arrives with each rebuild in development).
  let current: { build: ServerBuild; handle: ReturnType<typeof createRequestHandler> } | undefined;
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const build = await options.build();
      if (current?.build !== build) current = { build, handle: createRequestHandler(build, options.mode) };
      const { handle } = current;
      const request = toFetchRequest(req, res);
      const response = await handle(request, options.getLoadContext(req, res));
      await sendFetchResponse(req, res, response, options.onDocument);
    } catch (error) {
      next(error);
    }
  };
}

function toFetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  // The Host header is client input: fall back to localhost rather than fail on a malformed one.
  let url: URL;
  try {
    url = new URL(req.originalUrl, `${req.protocol}://${req.get("host") ?? "localhost"}`);
  } catch {
    url = new URL(req.originalUrl, "http://localhost");
  }
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    try {
      headers.append(req.rawHeaders[i], req.rawHeaders[i + 1]);
    } catch {
      // A header value Node accepted but fetch rejects: drop it rather than fail the page.
    }
  }
  const controller = new AbortController();
  res.on("close", () => controller.abort());
  const init: RequestInit = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD" && Buffer.isBuffer(req.body)) {
    init.body = new Uint8Array(req.body);
  }
  return new Request(url, init);
}

async function sendFetchResponse(
  req: ExpressRequest,
  res: ExpressResponse,
  response: Response,
  onDocument?: (req: ExpressRequest, res: ExpressResponse, body: Buffer) => void,
): Promise<void> {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) {
    if (key !== "set-cookie") res.append(key, value);
  }
  for (const cookie of response.headers.getSetCookie()) res.append("Set-Cookie", cookie);
  if (response.headers.get("content-type")?.match(/text\/event-stream/i)) res.flushHeaders();
  if (response.body && onDocument && response.headers.get("content-type")?.startsWith("text/html")) {
    // entry.server.tsx renders documents whole anyway: nothing is lost by reading them before the headers go.
    const body = Buffer.from(await response.arrayBuffer());
    onDocument(req, res, body);
    sendDocument(req, res, body);
  } else if (response.body) {
    await writeReadableStreamToWritable(response.body, res);
  } else {
    res.end();
  }
}

/**
 * For tests and benchmarks: the content API over real HTTP on a loopback port, without the rest of the
 * site, so the upstream client can be pointed at it (contract tests, scripts/bench-content.ts).
 */
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { AppLoadContext } from "@remix-run/node";
import { pino, type Logger } from "pino";
import { handleApiRequest } from "./api.server";
import { memoryEnquiryAllowance } from "./enquiry-allowance.server";
import type { ContentSource } from "./source";
import type { EnquiryAllowance } from "./enquiry-allowance.server";
import type { Services } from "../services.server";

export interface ApiTestServer {
  url: string;
  server: Server;
  close(): Promise<void>;
}

/** The load context the API reads, around an embedded source (no allowance limit unless given). */
export function apiContext(
  embedded: ContentSource,
  options: { enquiries?: EnquiryAllowance; log?: Logger; clientKey?: string } = {},
): AppLoadContext {
  const enquiries = options.enquiries ?? memoryEnquiryAllowance(Number.MAX_SAFE_INTEGER);
  const log = options.log ?? pino({ level: "silent" });
  const services = { content: embedded, embedded, enquiries } as unknown as Services;
  return {
    content: embedded,
    services,
    contentHealth: { failed: false },
    log,
    clientKey: options.clientKey ?? "127.0.0.1",
    enquiries,
    config: { siteUrl: "http://localhost", careersUrl: "http://localhost", imageOrigins: [] },
    sessionSecret: "test-secret-not-for-production",
    serverMarkup: {},
  };
}

export async function serveApi(context: AppLoadContext): Promise<ApiTestServer> {
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i], req.rawHeaders[i + 1]);
    const hasBody = req.method !== "GET" && req.method !== "HEAD";
    const request = new Request(`http://127.0.0.1${req.url}`, {
      method: req.method,
      headers,
      body: hasBody ? Buffer.concat(chunks) : undefined,
    });
    const response = await handleApiRequest(request, context);
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    server,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

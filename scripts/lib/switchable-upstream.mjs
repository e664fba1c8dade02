// A stand-in for the group's backend that a test or benchmark can switch off: a proxy, under a path prefix,
// in front of another instance's embedded content API (/api), which can also answer one path with an
// oversized body. Off means the port refuses connections, as a backend that is down does.
import { once } from "node:events";
import { createServer } from "node:http";

/**
 * @param {{ port: number, target: string, prefix?: string }} options
 *   target: the origin whose /api answers (e.g. the e2e site); prefix: what CONTENT_API_URL's path adds.
 */
export async function startSwitchableUpstream({ port, target, prefix = "/backend" }) {
  /** @type {Map<string, number>} path (without prefix) → bytes of the body to stream instead */
  const oversized = new Map();
  const stats = { requests: 0, oversizedBytesSent: 0, oversizedAborted: 0 };
  const server = createServer(async (req, res) => {
    stats.requests += 1;
    const url = req.url ?? "/";
    if (url === "/healthz") return void res.writeHead(200).end("ok");
    // Requests without the prefix are a client that dropped it: answer like a backend that has no such path.
    if (!url.startsWith(`${prefix}/api/`)) return void res.writeHead(404).end();
    const rest = url.slice(prefix.length);
    const size = oversized.get(rest.split("?")[0]);
    if (size !== undefined) return streamOversized(res, size);
    try {
      const upstream = await fetch(`${target}${rest}`, { headers: { accept: "application/json" } });
      const body = Buffer.from(await upstream.arrayBuffer());
      res.writeHead(upstream.status, { "content-type": "application/json" }).end(body);
    } catch {
      res.writeHead(502).end();
    }
  });

  /** A JSON body of `size` bytes, streamed without Content-Length, honouring back-pressure. */
  function streamOversized(res, size) {
    res.writeHead(200, { "content-type": "application/json" });
    const chunk = Buffer.alloc(64 * 1024, "x");
    let sent = 0;
    res.write('{"result":"');
    const pump = () => {
      while (sent < size && !res.destroyed) {
        sent += chunk.length;
        stats.oversizedBytesSent += chunk.length;
        if (!res.write(chunk)) return void res.once("drain", pump);
      }
      if (!res.destroyed) res.end('"}');
    };
    res.on("close", () => {
      if (sent < size) stats.oversizedAborted += 1;
    });
    pump();
  }

  async function on() {
    server.listen(port, "127.0.0.1");
    await once(server, "listening");
  }
  await on();

  return {
    url: `http://127.0.0.1:${port}${prefix}`,
    stats,
    /** Answers `path` (e.g. "/api/Blogs/GetAll") with a body of `bytes` bytes from now on. */
    oversize(path, bytes) {
      oversized.set(path, bytes);
    },
    /** Stops listening and drops open connections: calls are refused until on(). */
    async off() {
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      await closed;
    },
    on,
    stop() {
      return this.off().catch(() => {});
    },
  };
}

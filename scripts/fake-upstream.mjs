// A content API that fails every call with HTTP 500: e2e tests point a second
// site at it to prove that each section shows its own error view.
import { createServer } from "node:http";

const port = Number(process.env.FAKE_UPSTREAM_PORT ?? 3212);
createServer((req, res) => {
  if (req.url === "/healthz") {
    res.writeHead(200, { "content-type": "application/json" }).end('{"status":"ok"}');
    return;
  }
  res.writeHead(500, { "content-type": "application/json" }).end('{"error":"upstream exploded"}');
}).listen(port, "127.0.0.1");

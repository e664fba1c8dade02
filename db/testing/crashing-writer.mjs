// For db/writer.test.ts: a writer thread that dies on its first message, before committing anything.
import { parentPort } from "node:worker_threads";

parentPort.on("message", () => {
  throw new Error("writer thread crashed");
});

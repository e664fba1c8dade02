// Asks a health URL every 25 ms from its own thread until stopped, and hands back every answer's latency.
// Its own thread because the caller is usually the thread that sends the load: probes sent from there wait
// on the client's busy event loop and charge that wait to the server.
import { Worker } from "node:worker_threads";

const SAMPLER = `
  const { parentPort, workerData } = require("node:worker_threads");
  const samples = [];
  let done = false;
  parentPort.once("message", () => { done = true; });
  (async () => {
    while (!done) {
      const started = performance.now();
      let status = 0;
      try {
        const res = await fetch(workerData.url);
        await res.arrayBuffer();
        status = res.status;
      } catch {}
      samples.push({ ms: performance.now() - started, status });
      await new Promise((r) => setTimeout(r, workerData.intervalMs));
    }
    parentPort.postMessage(samples);
  })();
`;

/**
 * @param {string} url
 * @param {number} [intervalMs]
 * @returns {() => Promise<Array<{ ms: number, status: number }>>} stops the sampler; status 0 means no answer
 */
export function startHealthSampler(url, intervalMs = 25) {
  const worker = new Worker(SAMPLER, { eval: true, workerData: { url, intervalMs } });
  const result = new Promise((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  return async () => {
    worker.postMessage("stop");
    const samples = await result;
    await worker.terminate();
    return samples;
  };
}

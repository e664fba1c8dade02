import type { EntryContext } from "@remix-run/node";
// Remix's own component, as <RemixServer> renders it: the test renders it with and without the preload.
import { StreamTransfer } from "@remix-run/react/dist/single-fetch.js";
import { Suspense } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { preloadHandoff } from "./handoff-preload.server";

const ARABIC = "مرحبا";

/** A stream of these byte chunks, one a read, then its end or `failure`. */
function streamOf(chunks: Uint8Array[], failure?: Error): ReadableStream<Uint8Array> {
  const queue = [...chunks];
  return new ReadableStream({
    pull(controller) {
      const next = queue.shift();
      if (next) controller.enqueue(next);
      else if (failure) controller.error(failure);
      else controller.close();
    },
  });
}

function contextWith(stream: ReadableStream<Uint8Array>): EntryContext {
  return { serverHandoffStream: stream, renderMeta: { didRenderScripts: true } } as unknown as EntryContext;
}

/** What StreamTransfer renders in one synchronous pass (renderToString shows a suspended boundary's fallback). */
function renderTransfer(context: EntryContext): string {
  return renderToString(
    <Suspense fallback="suspended">
      <StreamTransfer
        context={context as never}
        identifier={0}
        reader={context.serverHandoffStream!.getReader()}
        textDecoder={new TextDecoder()}
      />
    </Suspense>,
  );
}

describe("preloadHandoff", () => {
  // The first byte of م (0xD9 0x85) ends one chunk, the second starts the next.
  const bytes = new TextEncoder().encode(`["${ARABIC}"]`);
  const chunks = () => [bytes.subarray(0, 3), bytes.subarray(3, 9), bytes.subarray(9)];

  it("lets StreamTransfer render every chunk in one pass, as Remix would over several", async () => {
    const context = contextWith(streamOf(chunks()));
    await preloadHandoff(context);
    const html = renderTransfer(context);
    expect(html).not.toContain("suspended");
    expect(html).toContain("window.__remixContext.streamController.close();");
    const enqueued = [...html.matchAll(/streamController\.enqueue\((".*?")\);/g)].map(
      (m) => JSON.parse(m[1]) as string,
    );
    expect(enqueued.join("")).toBe(`["${ARABIC}"]`);
  });

  it("is needed: without it, StreamTransfer suspends on its first read", () => {
    expect(renderTransfer(contextWith(streamOf(chunks())))).toContain("suspended");
  });

  it("decodes a character split across chunks whole, as StreamTransfer's streaming decoder does", async () => {
    const context = contextWith(streamOf(chunks()));
    await preloadHandoff(context);
    const cache = context.renderMeta!.streamCache!;
    const values = Object.values(cache).map((read) => read.result!.value);
    expect(values.join("")).toBe(`["${ARABIC}"]`);
    expect(values.every((value) => !value.includes("\uFFFD"))).toBe(true);
    expect(Object.values(cache).map((read) => read.result!.done)).toEqual([false, false, false, true]);
  });

  it("keeps a failed read's error where StreamTransfer looks for it", async () => {
    const failure = new Error("aborted");
    const context = contextWith(streamOf([bytes], failure));
    await preloadHandoff(context);
    const cache = context.renderMeta!.streamCache!;
    expect(cache[0].result?.done).toBe(false);
    expect(cache[1].error).toBe(failure);
  });
});

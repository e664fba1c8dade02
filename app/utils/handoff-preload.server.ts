/**
 * The page's loader data, read whole before its render. Remix's `StreamTransfer` (in `<RemixServer>`) reads the
 * single-fetch stream one chunk per render pass: it suspends on each read, and React retries it on a later turn of
 * the event loop (setImmediate). Every document is rendered whole (decision 015), so those turns buy nothing; under
 * load they let other requests start their renders in between, and every render in progress holds its document's
 * pieces across garbage collections, which promote them to the old generation. Read ahead and left in the cache
 * StreamTransfer consults first (`renderMeta.streamCache`, typed in Remix's EntryContext), the chunks are there on
 * the first pass: the render runs in one go, to the same bytes.
 */
import type { EntryContext } from "@remix-run/node";

type StreamCache = NonNullable<NonNullable<EntryContext["renderMeta"]>["streamCache"]>;
type CachedRead = StreamCache[number];

/** A read as StreamTransfer records it: a settled promise carrying its result or error. */
function settled(outcome: Pick<CachedRead, "result" | "error">): CachedRead {
  return Object.assign(Promise.resolve(), outcome);
}

export async function preloadHandoff(context: EntryContext): Promise<void> {
  const stream = context.serverHandoffStream;
  if (!stream || !context.renderMeta) return;
  const reader = stream.getReader();
  // Decoded as StreamTransfer decodes: one decoder in streaming mode, the final read included.
  const decoder = new TextDecoder();
  const cache: StreamCache = {};
  try {
    for (let identifier = 0; ; identifier++) {
      try {
        const { done, value } = await reader.read();
        cache[identifier] = settled({ result: { done, value: decoder.decode(value, { stream: true }) } });
        if (done) break;
      } catch (error) {
        cache[identifier] = settled({ error });
        break;
      }
    }
  } finally {
    // StreamTransfer takes a reader of its own (never read, with every chunk in the cache).
    reader.releaseLock();
  }
  context.renderMeta.streamCache = cache;
}

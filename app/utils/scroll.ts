/** SPEC section 9: the anchor-scroll observer gives up after 10000 ms. */
export const ANCHOR_OBSERVER_TIMEOUT_MS = 10_000;

function targetOf(hash: string): HTMLElement | null {
  let id = hash.replace(/^#/, "");
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape: use it as written.
  }
  return id ? document.getElementById(id) : null;
}

function reducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Scrolls the hash target into view; if it is not rendered yet (streamed or
 * switched in by a tab), waits for it until the observer gives up.
 */
export function scrollToHash(hash: string): () => void {
  const scroll = (el: HTMLElement) => el.scrollIntoView({ behavior: reducedMotion() ? "auto" : "smooth", block: "start" });
  const found = targetOf(hash);
  if (found) {
    scroll(found);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const el = targetOf(hash);
    if (el) {
      stop();
      scroll(el);
    }
  });
  const timer = window.setTimeout(() => stop(), ANCHOR_OBSERVER_TIMEOUT_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

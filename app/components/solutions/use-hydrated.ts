import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False on the server and during hydration, true afterwards and on every
 * client-side render: lets a component render exactly the server's markup
 * while hydrating, then switch to what only the browser knows (the URL hash,
 * history state) without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

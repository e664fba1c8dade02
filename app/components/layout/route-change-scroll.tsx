import { useLocation, useNavigationType } from "@remix-run/react";
import { useEffect } from "react";
import { scrollToHash } from "~/utils/scroll";

export const ROUTE_SCROLL_DELAY_MS = 100;

/**
 * SPEC section 2: on every route change, after 100 ms, scroll to the hash
 * target if there is one, otherwise to the top. Back/forward (POP) keeps the
 * browser's restored position.
 */
export function RouteChangeScroll() {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === "POP" && !hash) return;
    const timer = window.setTimeout(() => {
      if (hash) scrollToHash(hash);
      else window.scrollTo({ top: 0 });
    }, ROUTE_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
    // `key` changes on every navigation, including to the same path.
  }, [pathname, hash, key, navigationType]);
  return null;
}

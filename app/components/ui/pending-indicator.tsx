import { useFetchers, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";

/** Shown only when a wait is longer than this: a quick navigation never flashes it. */
export const PENDING_DELAY_MS = 400;
/** Once shown, it stays this long at least, so it never blinks. */
export const PENDING_MINIMUM_MS = 300;

/**
 * `active`, seen late and held briefly: true once `active` has lasted `delay` ms, then until it has been shown
 * `minimum` ms and `active` is over.
 */
export function useDelayedFlag(active: boolean, delay: number, minimum: number): boolean {
  const [shown, setShown] = useState(false);
  const shownAt = useRef(0);
  useEffect(() => {
    if (active && !shown) {
      const timer = setTimeout(() => {
        shownAt.current = performance.now();
        setShown(true);
      }, delay);
      return () => clearTimeout(timer);
    }
    if (!active && shown) {
      const timer = setTimeout(() => setShown(false), Math.max(0, minimum - (performance.now() - shownAt.current)));
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [active, shown, delay, minimum]);
  return shown;
}

/**
 * SPEC section 4: "Loading…" while a client navigation or a form submission takes longer than a moment. A
 * polite live region that is always in the page (so screen readers hear the text appear), a bar below the header
 * that blocks nothing.
 */
export function PendingIndicator() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || fetchers.some((fetcher) => fetcher.state !== "idle");
  const shown = useDelayedFlag(busy, PENDING_DELAY_MS, PENDING_MINIMUM_MS);
  return (
    <div className="pending-indicator" role="status" aria-live="polite" data-shown={shown}>
      {shown ? (
        <span className="pending-indicator-box">
          <span className="spinner" aria-hidden="true" />
          <span>{t("common.loading")}</span>
        </span>
      ) : null}
    </div>
  );
}

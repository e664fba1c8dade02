import { useCallback, useEffect, useRef, type ReactNode, type KeyboardEvent } from "react";

/**
 * A <details> disclosure: opens without JavaScript, exposes its state to screen
 * readers through <summary>, and with JavaScript closes on Escape (focus back
 * to the summary) and on a click outside.
 */
export function Disclosure({
  open,
  onOpenChange,
  summary,
  summaryLabel,
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  summary: ReactNode;
  summaryLabel?: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDetailsElement>(null);

  // A visitor may open or close the box before the page hydrates (a slow phone): take over what they did.
  useEffect(() => {
    const shown = ref.current?.open;
    if (shown !== undefined && shown !== open) onOpenChange(shown);
    // Once, at hydration: afterwards the state leads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, onOpenChange]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDetailsElement>) => {
      if (event.key !== "Escape" || !open) return;
      event.stopPropagation();
      onOpenChange(false);
      ref.current?.querySelector<HTMLElement>(":scope > summary")?.focus();
    },
    [open, onOpenChange],
  );

  return (
    <details
      ref={ref}
      className={className}
      open={open}
      onToggle={(e) => {
        const isOpen = e.currentTarget.open;
        if (isOpen !== open) onOpenChange(isOpen);
      }}
      onKeyDown={onKeyDown}
    >
      <summary
        aria-label={summaryLabel}
        onClick={(e) => {
          // The state decides, not the element: its toggle event comes a task later, after a quick submit may
          // already have closed the box, and would open it again.
          e.preventDefault();
          onOpenChange(!open);
        }}
      >
        {summary}
      </summary>
      {children}
    </details>
  );
}

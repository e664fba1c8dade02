/**
 * The toasts of the contact form (SPEC sections 4 and 9): top corner on the
 * reading side's end (top-right in English, mirrored in Arabic), closing
 * after 5000 ms, paused while hovered, focused, dragged or while the window
 * has lost focus, dismissible by dragging 80 % of the toast's width, and
 * leaving with a 300 ms fade and collapse.
 *
 * react-hot-toast keeps the queue and the timers (useToaster); its stock
 * <Toaster> pauses on hover only and cannot be dragged, so the rendering and
 * the other pause reasons live here.
 */
import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from "react";
import { toast as hotToast, useToaster, type DefaultToastOptions, type Toast } from "react-hot-toast";
import { useTranslation } from "~/i18n/react";
import { CloseIcon } from "../ui/icons";

export const TOAST_DURATION_MS = 5000;
export const DRAG_DISMISS_RATIO = 0.8;
export const TOAST_EXIT_MS = 300;
/** Below this many pixels a press is a click, not a drag. */
const DRAG_SLOP_PX = 4;

const TOAST_OPTIONS: DefaultToastOptions = {
  duration: TOAST_DURATION_MS,
  // Removed from the DOM once the exit transition (fade and collapse) is over.
  removeDelay: TOAST_EXIT_MS,
  position: "top-right",
};

export const toast = {
  success: (message: string) => hotToast.success(message),
  error: (message: string) => hotToast.error(message),
};

type PauseReason = "hover" | "focus" | "drag" | "window";

export function Toaster() {
  const { t } = useTranslation();
  const { toasts, handlers } = useToaster(TOAST_OPTIONS);
  const { startPause, endPause } = handlers;
  const [reasons, setReasons] = useState<ReadonlySet<PauseReason>>(() => new Set());

  const setReason = useCallback((reason: PauseReason, on: boolean) => {
    setReasons((current) => {
      if (current.has(reason) === on) return current;
      const next = new Set(current);
      if (on) next.add(reason);
      else next.delete(reason);
      return next;
    });
  }, []);

  // SPEC: toasts pause when the window loses focus (another window, another tab).
  useEffect(() => {
    const blurred = () => setReason("window", true);
    const focused = () => setReason("window", false);
    const visibility = () => setReason("window", document.visibilityState === "hidden");
    window.addEventListener("blur", blurred);
    window.addEventListener("focus", focused);
    document.addEventListener("visibilitychange", visibility);
    return () => {
      window.removeEventListener("blur", blurred);
      window.removeEventListener("focus", focused);
      document.removeEventListener("visibilitychange", visibility);
    };
  }, [setReason]);

  // Pausing only while a toast is showing keeps a toast that arrives during a pause
  // from inheriting time it never waited.
  const anyVisible = toasts.some((item) => item.visible);
  const shouldPause = reasons.size > 0 && anyVisible;
  const paused = useRef(false);
  useEffect(() => {
    if (shouldPause === paused.current) return;
    paused.current = shouldPause;
    if (shouldPause) startPause();
    else endPause();
  }, [shouldPause, startPause, endPause]);

  // A removed toast fires no mouseleave or blur: forget its hover and focus so the next one runs.
  useEffect(() => {
    if (anyVisible) return;
    setReason("hover", false);
    setReason("focus", false);
    setReason("drag", false);
  }, [anyVisible, setReason]);

  // Where focus was before it entered a toast, to give it back when that toast is closed.
  const returnFocus = useRef<HTMLElement | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const dismiss = useCallback((id: string) => {
    if (container.current?.contains(document.activeElement)) {
      const target = returnFocus.current?.isConnected ? returnFocus.current : document.getElementById("main");
      target?.focus();
    }
    hotToast.dismiss(id);
  }, []);

  return (
    <div
      ref={container}
      className="toaster"
      data-position="top-end"
      onMouseEnter={() => setReason("hover", true)}
      onMouseLeave={() => setReason("hover", false)}
      onFocus={(event) => {
        const from = event.relatedTarget;
        if (from instanceof HTMLElement && !event.currentTarget.contains(from)) returnFocus.current = from;
        setReason("focus", true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setReason("focus", false);
      }}
    >
      {toasts.map((item) => (
        <ToastItem
          key={item.id}
          item={item}
          dismissLabel={t("contact.toasts.dismiss")}
          onDismiss={dismiss}
          onDragChange={(dragging) => setReason("drag", dragging)}
        />
      ))}
    </div>
  );
}

interface Drag {
  pointerId: number;
  startX: number;
  width: number;
  moved: boolean;
}

function ToastItem({
  item,
  dismissLabel,
  onDismiss,
  onDragChange,
}: {
  item: Toast;
  dismissLabel: string;
  onDismiss: (id: string) => void;
  onDragChange: (dragging: boolean) => void;
}) {
  const drag = useRef<Drag | null>(null);
  const [offset, setOffset] = useState(0);
  const [width, setWidth] = useState(1);
  const [dragging, setDragging] = useState(false);
  const [exitOffset, setExitOffset] = useState<number | null>(null);
  const message = typeof item.message === "function" ? item.message(item) : item.message;

  const endDrag = (event: ReactPointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragging(false);
    onDragChange(false);
    const distance = event.clientX - current.startX;
    if (!cancelled && Math.abs(distance) >= current.width * DRAG_DISMISS_RATIO) {
      // Leave from where the finger let go, in the direction it was going.
      setExitOffset(Math.sign(distance) * current.width);
      onDismiss(item.id);
    } else {
      setOffset(0);
    }
  };

  const removalDistance = width * DRAG_DISMISS_RATIO;
  const style =
    !item.visible && exitOffset !== null
      ? { transform: `translateX(${exitOffset}px)` }
      : offset !== 0
        ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.2, 1 - Math.abs(offset) / removalDistance) }
        : undefined;

  return (
    <div className="toast-slot" data-visible={item.visible ? "true" : "false"}>
      <div className="toast-clip">
        <div
          className={`toast toast-${item.type}`}
          data-dragging={dragging ? "true" : undefined}
          style={style}
          role={item.type === "error" ? "alert" : "status"}
          aria-live={item.type === "error" ? "assertive" : "polite"}
          aria-atomic="true"
          onPointerDown={(event) => {
            if (event.button !== 0 || (event.target as Element).closest("button")) return;
            drag.current = {
              pointerId: event.pointerId,
              startX: event.clientX,
              width: event.currentTarget.offsetWidth || 1,
              moved: false,
            };
            setWidth(drag.current.width);
            event.currentTarget.setPointerCapture(event.pointerId);
          }}
          onPointerMove={(event) => {
            const current = drag.current;
            if (!current || current.pointerId !== event.pointerId) return;
            const distance = event.clientX - current.startX;
            if (!current.moved && Math.abs(distance) < DRAG_SLOP_PX) return;
            if (!current.moved) {
              current.moved = true;
              setDragging(true);
              onDragChange(true);
            }
            setOffset(distance);
          }}
          onPointerUp={(event) => endDrag(event, false)}
          onPointerCancel={(event) => endDrag(event, true)}
        >
          <span className="toast-icon" aria-hidden="true">
            {item.type === "error" ? "!" : "✓"}
          </span>
          <p className="toast-message">{message}</p>
          <button type="button" className="toast-close" onClick={() => onDismiss(item.id)}>
            <CloseIcon width={16} height={16} />
            <span className="visually-hidden">{dismissLabel}</span>
          </button>
        </div>
      </div>
    </div>
  );
}

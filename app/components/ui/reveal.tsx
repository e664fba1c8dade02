import { useEffect, useRef, useState, type ElementType, type ReactNode } from "react";

type Duration = 1000 | 1500 | 2000 | 2500;
type Delay = 500 | 750 | 1000;

/**
 * Entrance animation (SPEC: 1000–2500 ms, delays 500–1000 ms). Content is
 * visible in the server HTML; only after hydration, and only when the visitor
 * has not asked for reduced motion, does an element wait off-screen to animate in.
 */
export function Reveal({
  children,
  as: Tag = "div",
  duration = 1000,
  delay = 500,
  className,
}: {
  children: ReactNode;
  as?: ElementType;
  duration?: Duration;
  delay?: Delay;
  className?: string;
}) {
  const ref = useRef<HTMLElement>(null);
  const [state, setState] = useState<"static" | "waiting" | "shown">("static");
  useEffect(() => {
    const el = ref.current;
    if (!el || window.matchMedia("(prefers-reduced-motion: reduce)").matches || !("IntersectionObserver" in window))
      return;
    const rect = el.getBoundingClientRect();
    if (rect.top < window.innerHeight) return; // Already on screen: never hide what was seen.
    setState("waiting");
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          setState("shown");
          observer.disconnect();
        }
      },
      { rootMargin: "0px 0px -10% 0px" },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <Tag
      ref={ref}
      className={`reveal reveal-${state}${className ? ` ${className}` : ""}`}
      style={state === "static" ? undefined : { animationDuration: `${duration}ms`, animationDelay: `${delay}ms` }}
    >
      {children}
    </Tag>
  );
}

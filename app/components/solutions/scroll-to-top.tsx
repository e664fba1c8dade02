import { useEffect, useRef, type MouseEvent } from "react";
import { useTranslation } from "~/i18n/react";

/** Shown once the visitor has scrolled this far (with JavaScript; always shown without). */
const SHOW_AFTER_PX = 400;

/**
 * Scroll-to-top button. A plain link to #main, so it works without
 * JavaScript; with it, a smooth scroll (instant under reduced motion) that
 * also moves keyboard focus back to the top of the content.
 */
export function ScrollToTop() {
  const { t } = useTranslation();
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // A DOM attribute rather than state: no re-render on every scroll event.
    const update = () => el.setAttribute("data-visible", window.scrollY > SHOW_AFTER_PX ? "true" : "false");
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
    document.getElementById("main")?.focus({ preventScroll: true });
  };
  return (
    <a ref={ref} href="#main" className="scroll-top" onClick={onClick}>
      <svg
        aria-hidden="true"
        focusable="false"
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      >
        <path d="M12 19V5m-6 6 6-6 6 6" />
      </svg>
      <span className="visually-hidden">{t("solutions.scrollTop")}</span>
    </a>
  );
}

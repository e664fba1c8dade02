/**
 * Links to the site's own pages, without a router hook per link. Remix's <Link> and <NavLink> each resolve their
 * path, read the location and navigation state and set up prefetching while the page renders: with ~120 links
 * on a page (the menu twice, desktop and mobile, the footer, the cards) that was a tenth of an uncached render.
 * A SiteLink is a plain anchor, so it works before and without JavaScript; once the page has hydrated, one
 * listener (SiteLinkNavigation, in root.tsx) turns a plain left click on one into a client-side navigation, as
 * <Link> would. `data-discover` lets Remix's route discovery find its route in advance, as for <Link>.
 * Links that prefetch on intent (the header's top level) stay Remix's.
 */
import { useNavigate } from "@remix-run/react";
import { useEffect, type AnchorHTMLAttributes, type MouseEventHandler, type ReactNode } from "react";

interface SiteLinkProps {
  /** An absolute path of the site (`/ar/home`, `/en/news/news-details/3#top`). */
  href: string;
  className?: string;
  "aria-current"?: AnchorHTMLAttributes<HTMLAnchorElement>["aria-current"];
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  children?: ReactNode;
}

/**
 * The anchor's props are written out rather than spread: this runs ~120 times a page with props of many shapes,
 * and V8 copies such objects slowly (a rest pattern cost ~4 % of an uncached /ar/home render, a spread ~3 %).
 */
export function SiteLink({ href, className, "aria-current": current, onClick, children }: SiteLinkProps) {
  return (
    <a
      href={href}
      className={className}
      aria-current={current}
      onClick={onClick}
      data-discover="true"
      data-site-link=""
    >
      {children}
    </a>
  );
}

/** NavLink's rule: the link is current on its own page and the pages below it (case aside). */
export function isCurrentPath(pathname: string, to: string): boolean {
  const target = to
    .replace(/[?#].*$/, "")
    .replace(/\/+$/, "")
    .toLowerCase();
  const here = pathname.replace(/\/+$/, "").toLowerCase();
  return here === target || (target !== "" && here.startsWith(`${target}/`));
}

/** Whether a click on a site link is the browser's to handle (new tab, download, modifier keys…). */
export function isPlainClick(event: MouseEvent, anchor: HTMLAnchorElement): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return false;
  if (anchor.target && anchor.target !== "_self") return false;
  if (anchor.hasAttribute("download")) return false;
  return anchor.origin === window.location.origin;
}

/** Turns plain clicks on SiteLinks into client-side navigations once the page is interactive. */
export function SiteLinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor =
        event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-site-link]") : null;
      if (!anchor || !isPlainClick(event, anchor)) return;
      event.preventDefault();
      const destination = anchor.pathname + anchor.search + anchor.hash;
      const here = window.location.pathname + window.location.search + window.location.hash;
      // As <Link>: a link to where the visitor already is replaces the history entry instead of adding one.
      navigate(destination, { replace: destination === here });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
  return null;
}

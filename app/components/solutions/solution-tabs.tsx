import { useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { dirOf, type Lang } from "~/i18n/config";
import { scrollToHash } from "~/utils/scroll";
import { resolveActiveTab, type SolutionTab, type TabbedPage } from "~/utils/solution-anchors";
import { useHydrated } from "./use-hydrated";

/** SPEC section 9: after a tab change the page scrolls to the hash target after 100 ms. */
export const TAB_SCROLL_DELAY_MS = 100;

export interface TabSpec {
  id: SolutionTab;
  label: string;
  /** The anchors this tab's panel renders: a hash naming one selects this tab. */
  anchors: readonly string[];
  content: ReactNode;
}

/**
 * Services / Products tabs (SPEC "Tab selection").
 *
 * Server HTML (and the hydration render) selects the tab from `?tab=`; each
 * tab is a real link to `?tab=<id>#<id>`, so the page works without
 * JavaScript. Once hydrated, the tab also follows navigation state
 * `activeTab` and the URL hash (which the server never sees), the links
 * become WAI-ARIA tabs (arrow keys, Home/End, roving tabindex), and a change
 * updates the hash and state, then scrolls to the hash target after 100 ms.
 *
 * Both panels are always rendered (the inactive one `hidden`), so every
 * anchor of the page exists and aria-controls always points at a panel.
 */
export function SolutionTabs({
  lang,
  page,
  label,
  tabs,
}: {
  lang: Lang;
  page: TabbedPage;
  label: string;
  tabs: readonly TabSpec[];
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const tabRefs = useRef<Array<HTMLAnchorElement | null>>([]);

  const rendered = Object.fromEntries(tabs.map((tab) => [tab.id, tab.anchors]));
  const active = hydrated
    ? resolveActiveTab(page, { state: location.state, hash: location.hash, search: location.search, rendered })
    : resolveActiveTab(page, { search: location.search });

  const hashRef = useRef(location.hash);
  hashRef.current = location.hash;
  useEffect(() => {
    if (!hydrated || !hashRef.current) return;
    let stop = () => {};
    const timer = window.setTimeout(() => {
      stop = scrollToHash(hashRef.current);
    }, TAB_SCROLL_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      stop();
    };
  }, [active, hydrated]);

  const select = (tab: SolutionTab) => {
    if (tab === active) return;
    // `?tab=` only speaks for visitors without JavaScript; the hash and state now do.
    const params = new URLSearchParams(location.search);
    params.delete("tab");
    const search = params.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : "", hash: `#${tab}` },
      { replace: true, state: { activeTab: tab }, preventScrollReset: true },
    );
  };

  const onClick = (event: MouseEvent<HTMLAnchorElement>, tab: SolutionTab) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    select(tab);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const forward = dirOf(lang) === "rtl" ? "ArrowLeft" : "ArrowRight";
    const backward = dirOf(lang) === "rtl" ? "ArrowRight" : "ArrowLeft";
    let next: number;
    if (event.key === forward) next = index + 1;
    else if (event.key === backward) next = index - 1;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = tabs.length - 1;
    else if (event.key === " ") {
      // Links activate on Enter only; tabs also on Space.
      event.preventDefault();
      select(tabs[index].id);
      return;
    } else return;
    event.preventDefault();
    const target = (next + tabs.length) % tabs.length;
    tabRefs.current[target]?.focus();
    select(tabs[target].id);
  };

  return (
    <div className="solution-tabs">
      <div className="container">
        <nav className="tab-list" role={hydrated ? "tablist" : undefined} aria-label={label}>
          {tabs.map((tab, index) => {
            const selected = tab.id === active;
            return (
              <a
                key={tab.id}
                ref={(el) => {
                  tabRefs.current[index] = el;
                }}
                id={tab.id}
                className="tab"
                href={`?tab=${tab.id}#${tab.id}`}
                role={hydrated ? "tab" : undefined}
                aria-selected={hydrated ? selected : undefined}
                aria-controls={hydrated ? `${tab.id}-panel` : undefined}
                aria-current={!hydrated && selected ? "true" : undefined}
                tabIndex={hydrated ? (selected ? 0 : -1) : undefined}
                onClick={hydrated ? (event) => onClick(event, tab.id) : undefined}
                onKeyDown={hydrated ? (event) => onKeyDown(event, index) : undefined}
              >
                {tab.label}
              </a>
            );
          })}
        </nav>
      </div>
      {tabs.map((tab) => (
        <section
          key={tab.id}
          id={`${tab.id}-panel`}
          className="tab-panel"
          role={hydrated ? "tabpanel" : undefined}
          aria-labelledby={tab.id}
          tabIndex={hydrated ? 0 : undefined}
          hidden={tab.id !== active}
        >
          {tab.content}
        </section>
      ))}
    </div>
  );
}

// Tabs whose panels are pages (a code's Details, Design, Routing…): a tablist of links, each a tab, the current one
// selected. The arrow keys move to the previous or next tab and open it, Home and End to the ends, as tabs do; each
// tab is its own address, so a tab can be linked to, reloaded and gone back to; the address of a tab not offered
// (a section this code does not have, or one the person may not see) leads to the first tab.
import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";
import { Link, Navigate, useLocation, useNavigate } from "react-router";

export interface RouteTab {
  to: string;
  label: string;
  icon?: ReactNode;
  /** Only the exact address (the first tab, whose address the others extend). */
  end?: boolean;
}

export interface RouteTabsProps {
  label: string;
  tabs: readonly RouteTab[];
  /** The panel: the page of the selected tab. */
  children: ReactNode;
}

/** The tab that a pathname shows: the longest address it starts with (the `end` one only exactly). */
export function selectedTab(tabs: readonly RouteTab[], pathname: string): RouteTab | undefined {
  const path = pathname.replace(/\/+$/, "");
  return [...tabs]
    .filter((tab) => (tab.end ? path === tab.to : path === tab.to || path.startsWith(`${tab.to}/`)))
    .sort((a, b) => b.to.length - a.to.length)[0];
}

export function RouteTabs({ label, tabs, children }: RouteTabsProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const list = useRef<HTMLDivElement>(null);
  const ids = useId();
  const offered = selectedTab(tabs, pathname);
  const current = offered ?? tabs[0];
  const tabId = (tab: RouteTab) => `${ids}-tab-${tabs.indexOf(tab)}`;
  const panelId = `${ids}-panel`;
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = current ? tabs.indexOf(current) : 0;
    const to = {
      ArrowRight: at + 1,
      ArrowLeft: at - 1,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = tabs[(to + tabs.length) % tabs.length];
    if (!next) return;
    navigate(next.to);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(next))}`)?.focus();
  };
  return (
    <>
      <div ref={list} role="tablist" aria-label={label} className="tabs" onKeyDown={onKey}>
        {tabs.map((tab) => {
          const selected = tab === current;
          return (
            <Link
              key={tab.to}
              id={tabId(tab)}
              role="tab"
              to={tab.to}
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              className="tab"
            >
              {tab.icon ? (
                <span className="tab-icon" aria-hidden="true">
                  {tab.icon}
                </span>
              ) : null}
              {tab.label}
            </Link>
          );
        })}
      </div>
      <div
        id={panelId}
        role="tabpanel"
        aria-labelledby={current ? tabId(current) : undefined}
        className="tab-panel"
      >
        {offered || !current ? children : <Navigate to={current.to} replace />}
      </div>
    </>
  );
}

import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";

export interface TabItem {
  id: string;
  label: ReactNode;
  /** Names the panel when the tabs cannot work (no JavaScript): every panel is then shown under it. */
  heading: string;
  content: ReactNode;
}

/**
 * Accessible tabs (WAI-ARIA tabs pattern, automatic activation; arrow keys, Home and End move
 * between tabs). A link to an element inside a panel, or to a tab's own id (e.g. "#reviews"), opens
 * that panel and scrolls to it.
 *
 * Two ways to render. By default every panel is in the page and only the chosen one shows; without
 * JavaScript the tab list is hidden and every panel shows under its heading (forms spanning the
 * panels need this). With `hrefFor` only the chosen panel is rendered, which keeps a page light:
 * each tab is also a link to the page with that tab chosen, so it works without JavaScript, and
 * with it the panel is drawn in place.
 */
export function Tabs({
  label,
  tabs,
  initialTab,
  size = "md",
  hrefFor,
}: {
  label: string;
  tabs: readonly TabItem[];
  initialTab?: string;
  size?: "sm" | "md";
  /** The address of the page with this tab chosen: renders the chosen panel only. */
  hrefFor?: (tabId: string) => string;
}) {
  const prefix = useId();
  const [selected, setSelected] = useState(
    initialTab && tabs.some((tab) => tab.id === initialTab) ? initialTab : tabs[0]?.id,
  );
  const tabRefs = useRef(new Map<string, HTMLElement>());
  const panelPrefix = `${prefix}-panel-`;
  const panelId = (tabId: string) => `${panelPrefix}${tabId}`;
  const tabIds = tabs.map((tab) => tab.id).join(" ");

  useEffect(() => {
    function openLinkedPanel() {
      const target = decodeURIComponent(window.location.hash.slice(1));
      if (target && tabIds.split(" ").includes(target)) {
        setSelected(target);
        requestAnimationFrame(() => document.getElementById(`${panelPrefix}${target}`)?.scrollIntoView());
        return;
      }
      const element = target ? document.getElementById(target) : null;
      const panel = element?.closest('[role="tabpanel"]');
      if (!element || !panel?.id.startsWith(panelPrefix)) return;
      setSelected(panel.id.slice(panelPrefix.length));
      requestAnimationFrame(() => element.scrollIntoView({ block: "start" }));
    }
    openLinkedPanel();
    window.addEventListener("hashchange", openLinkedPanel);
    return () => window.removeEventListener("hashchange", openLinkedPanel);
  }, [panelPrefix, tabIds]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>, index: number) {
    const last = tabs.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[target]!;
    setSelected(tab.id);
    tabRefs.current.get(tab.id)?.focus();
  }

  const tabClass = size === "sm" ? "px-3 py-2 text-sm" : "px-4 py-2.5 text-sm sm:text-base";

  const tabProps = (tab: TabItem, index: number) => {
    const active = tab.id === selected;
    return {
      ref: (element: HTMLElement | null) => {
        if (element) tabRefs.current.set(tab.id, element);
        else tabRefs.current.delete(tab.id);
      },
      role: "tab",
      id: `${prefix}-tab-${tab.id}`,
      "aria-selected": active,
      // A closed tab's panel is not in the page when only the open one is rendered.
      "aria-controls": active || !hrefFor ? panelId(tab.id) : undefined,
      tabIndex: active ? 0 : -1,
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => onKeyDown(event, index),
      className: `tab ${tabClass}`,
    };
  };
  const panel = (tab: TabItem) => (
    <div
      key={tab.id}
      role="tabpanel"
      id={panelId(tab.id)}
      aria-labelledby={`${prefix}-tab-${tab.id}`}
      tabIndex={0}
      className={`pt-4 focus-visible:outline-offset-4 ${tab.id === selected ? "" : "[html.js_&]:hidden"}`}
    >
      <h3 className={hrefFor ? "sr-only" : "mb-3 text-lg font-semibold [html.js_&]:sr-only"}>
        {tab.heading}
      </h3>
      {tab.content}
    </div>
  );

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className={`${hrefFor ? "" : "requires-js "}flex gap-1 overflow-x-auto border-b border-border`}
      >
        {tabs.map((tab, index) =>
          hrefFor ? (
            <a
              key={tab.id}
              {...tabProps(tab, index)}
              href={hrefFor(tab.id)}
              onClick={(event) => {
                event.preventDefault();
                setSelected(tab.id);
              }}
            >
              {tab.label}
            </a>
          ) : (
            <button key={tab.id} type="button" {...tabProps(tab, index)} onClick={() => setSelected(tab.id)}>
              {tab.label}
            </button>
          ),
        )}
      </div>
      {hrefFor ? tabs.filter((tab) => tab.id === selected).map(panel) : tabs.map(panel)}
    </div>
  );
}

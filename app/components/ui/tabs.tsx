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
 * between tabs). Without JavaScript the tab list is hidden and every panel shows under its heading.
 * A link to an element inside a panel (e.g. "#reviews") opens that panel and scrolls to it.
 */
export function Tabs({
  label,
  tabs,
  initialTab,
  size = "md",
}: {
  label: string;
  tabs: readonly TabItem[];
  initialTab?: string;
  size?: "sm" | "md";
}) {
  const prefix = useId();
  const [selected, setSelected] = useState(
    initialTab && tabs.some((tab) => tab.id === initialTab) ? initialTab : tabs[0]?.id,
  );
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const panelPrefix = `${prefix}-panel-`;
  const panelId = (tabId: string) => `${panelPrefix}${tabId}`;

  useEffect(() => {
    function openLinkedPanel() {
      const target = decodeURIComponent(window.location.hash.slice(1));
      const element = target ? document.getElementById(target) : null;
      const panel = element?.closest('[role="tabpanel"]');
      if (!element || !panel?.id.startsWith(panelPrefix)) return;
      setSelected(panel.id.slice(panelPrefix.length));
      requestAnimationFrame(() => element.scrollIntoView({ block: "start" }));
    }
    openLinkedPanel();
    window.addEventListener("hashchange", openLinkedPanel);
    return () => window.removeEventListener("hashchange", openLinkedPanel);
  }, [panelPrefix]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
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

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className="requires-js flex gap-1 overflow-x-auto border-b border-border"
      >
        {tabs.map((tab, index) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${prefix}-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={panelId(tab.id)}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`-mb-px shrink-0 border-b-2 font-medium whitespace-nowrap transition-colors ${tabClass} ${
                active
                  ? "border-primary text-primary-text"
                  : "border-transparent text-muted-foreground hover:text-foreground"
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={`${prefix}-tab-${tab.id}`}
          tabIndex={0}
          className={`pt-4 focus-visible:outline-offset-4 ${tab.id === selected ? "" : "[html.js_&]:hidden"}`}
        >
          <h3 className="mb-3 text-lg font-semibold [html.js_&]:sr-only">{tab.heading}</h3>
          {tab.content}
        </div>
      ))}
    </div>
  );
}

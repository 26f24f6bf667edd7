import type { StoreTab } from "#common/vendors";
import { Link, useLocation } from "react-router";
import { useFormat } from "~/lib/locale";

const labels: Record<StoreTab, string> = { products: "Products", about: "About", reviews: "Reviews" };

/**
 * The store page's sections as links (`?tab=about`): they work without JavaScript, can be shared
 * and survive a reload. Switching keeps the scroll position.
 */
export function StoreTabs({
  current,
  counts,
}: {
  current: StoreTab;
  counts: Partial<Record<StoreTab, number>>;
}) {
  const format = useFormat();
  const location = useLocation();
  return (
    <nav aria-label="Store sections" className="border-b border-border">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {(Object.keys(labels) as StoreTab[]).map((tab) => {
          const active = tab === current;
          const count = counts[tab];
          return (
            <li key={tab}>
              <Link
                to={tab === "products" ? location.pathname : `${location.pathname}?tab=${tab}`}
                preventScrollReset
                aria-current={active ? "page" : undefined}
                className={`inline-flex items-center gap-1.5 border-b-2 px-4 py-3 text-sm font-medium whitespace-nowrap transition-colors ${
                  active
                    ? "border-primary text-primary-text"
                    : "border-transparent text-muted-foreground hover:border-border hover:text-foreground"
                }`}
              >
                {labels[tab]}
                {count !== undefined ? (
                  <span className="rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">
                    {format.number(count)}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

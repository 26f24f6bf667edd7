import { Link } from "react-router";

/** A row of links that each show a filtered list; the current one is marked for screen readers too. */
export function FilterTabs({
  label,
  tabs,
}: {
  label: string;
  tabs: readonly { to: string; label: string; current: boolean }[];
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-2">
      {tabs.map((tab) => (
        <Link
          key={tab.to}
          to={tab.to}
          aria-current={tab.current ? "page" : undefined}
          className={`rounded-full border px-3 py-1 text-sm ${tab.current ? "border-primary bg-primary text-primary-foreground" : "border-border hover:bg-muted"}`}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}

import type { ReactNode } from "react";
import { Link } from "react-router";
import { useVisibleLinks } from "~/lib/root-data";

export function DashboardPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
      <p className="mt-2 text-muted-foreground">{intro}</p>
      <div className="mt-8 space-y-6">{children}</div>
    </div>
  );
}

/** The dashboard's ways into the parts of the account that exist. */
export function DashboardLinks({
  links,
}: {
  links: readonly { to: string; label: string; description: string }[];
}) {
  const visible = useVisibleLinks(links);
  return (
    <nav aria-label="Dashboard">
      <ul className="grid gap-3 sm:grid-cols-3">
        {visible.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="block h-full rounded-lg border border-border bg-card p-4 hover:bg-muted"
            >
              <span className="font-semibold">{link.label}</span>
              <span className="mt-1 block text-sm text-muted-foreground">{link.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

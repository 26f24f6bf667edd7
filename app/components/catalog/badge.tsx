import type { ReactNode } from "react";

export type BadgeTone = "brand" | "soft" | "success" | "warning" | "info";

/** Solid colour pairs (AA contrast in both themes), so badges stay legible over photos. */
const tones: Record<BadgeTone, string> = {
  brand: "bg-primary text-primary-foreground",
  soft: "bg-accent text-accent-foreground",
  success: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
  warning: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  info: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200",
};

export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[tone]}`}
    >
      {children}
    </span>
  );
}

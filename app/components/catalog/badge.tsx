import type { ReactNode } from "react";

export type BadgeTone = "brand" | "soft" | "success" | "warning" | "info";

/** A small label in one of the `.badge-*` colour pairs of app.css (AA contrast over photos too). */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`badge badge-${tone}`}>{children}</span>;
}

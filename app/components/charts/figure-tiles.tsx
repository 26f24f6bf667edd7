import type { ReactNode } from "react";

/**
 * Figures as labelled tiles: a description list, so each number is read with its name. A tile may
 * carry a line of explanation and a link to the page where its items are handled.
 */
export function FigureTiles({
  tiles,
}: {
  tiles: readonly { label: string; value: string; hint?: string; action?: ReactNode }[];
}) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {tiles.map((tile) => (
        <div key={tile.label} className="rounded-md border border-border p-3">
          <dt className="text-sm text-muted-foreground">{tile.label}</dt>
          <dd className="mt-1 text-2xl font-semibold tabular-nums">{tile.value}</dd>
          {tile.hint ? <dd className="text-xs text-muted-foreground">{tile.hint}</dd> : null}
          {tile.action ? <dd className="mt-1 text-sm">{tile.action}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

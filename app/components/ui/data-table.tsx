import type { ReactNode } from "react";

/**
 * A scrollable table with a screen-reader caption and column headers, or an empty-state message
 * when there are no rows. Rows are the caller's <tr> elements.
 */
export function DataTable({
  caption,
  columns,
  empty,
  children,
}: {
  caption: string;
  columns: readonly string[];
  empty: string;
  children: ReactNode[];
}) {
  if (children.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">
        {empty}
      </p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/60 text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">{children}</tbody>
      </table>
    </div>
  );
}

export const cellClassName = "px-4 py-3";

import { Download, Printer } from "lucide-react";
import type { ReactNode } from "react";
import { TitledSection } from "~/components/ui/titled-section";
import { Button, buttonClassName } from "~/components/ui/button";

export interface ReportColumn {
  label: string;
  /** Figures are right-aligned with even digits, so a column of amounts lines up. */
  numeric?: boolean;
}

export interface ReportRow {
  key: string;
  cells: ReactNode[];
}

/**
 * One table of the back office's figures under its own heading: what it counts, an optional CSV
 * link, the rows and their totals (a footer row per currency), or a sentence when there are none.
 */
export function ReportTable({
  title,
  intro,
  csv,
  columns,
  rows,
  totals = [],
  empty,
}: {
  title: string;
  intro?: string;
  csv?: { href: string; label: string; text: string };
  columns: readonly ReportColumn[];
  rows: readonly ReportRow[];
  totals?: readonly ReportRow[];
  empty: string;
}) {
  return (
    <TitledSection title={title} intro={intro} grouped className="space-y-3 break-inside-avoid">
      {csv && rows.length > 0 ? (
        <a
          href={csv.href}
          download
          aria-label={csv.label}
          className={`${buttonClassName("secondary", "sm")} print:hidden`}
        >
          <Download aria-hidden="true" className="size-4" />
          {csv.text}
        </a>
      ) : null}
      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground">
          {empty}
        </p>
      ) : (
        // Focusable, so a keyboard can scroll a table wider than the screen (the cohorts' months).
        <div
          tabIndex={0}
          className="overflow-x-auto rounded-lg border border-border focus-visible:outline-2 focus-visible:outline-offset-2 print:overflow-visible"
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="bg-muted/60 text-xs uppercase tracking-wide text-muted-foreground">
              <tr>
                {columns.map((column) => (
                  <th key={column.label} scope="col" className={cellClassName(column)}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {rows.map((row) => (
                <RowCells key={row.key} row={row} columns={columns} />
              ))}
            </tbody>
            {totals.length > 0 ? (
              <tfoot className="border-t-2 border-border font-semibold">
                {totals.map((row) => (
                  <RowCells key={row.key} row={row} columns={columns} />
                ))}
              </tfoot>
            ) : null}
          </table>
        </div>
      )}
    </TitledSection>
  );
}

function cellClassName(column: ReportColumn | undefined): string {
  return `px-4 py-2.5 ${column?.numeric ? "text-right tabular-nums" : ""}`;
}

/** A row's first cell heads the row (the period, vendor or category the figures are of). */
function RowCells({ row, columns }: { row: ReportRow; columns: readonly ReportColumn[] }) {
  return (
    <tr>
      {row.cells.map((cell, index) =>
        index === 0 ? (
          <th key={index} scope="row" className={`${cellClassName(columns[0])} [font-weight:inherit]`}>
            {cell}
          </th>
        ) : (
          <td key={index} className={cellClassName(columns[index])}>
            {cell}
          </td>
        ),
      )}
    </tr>
  );
}

/** Prints the page (the print stylesheet leaves out navigation, forms and buttons); needs JavaScript. */
export function PrintButton({ label }: { label: string }) {
  return (
    <Button variant="secondary" onClick={() => window.print()} className="requires-js print:hidden">
      <Printer aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );
}

/** Headline figures as a description list: each name above its number. */
export function FigureList({ figures }: { figures: readonly { label: string; value: string }[] }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {figures.map((figure) => (
        <div key={figure.label} className="rounded-lg border border-border bg-card p-4">
          <dt className="text-sm font-medium text-muted-foreground">{figure.label}</dt>
          <dd className="mt-1 text-2xl font-semibold tabular-nums">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

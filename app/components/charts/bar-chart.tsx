import { useId } from "react";

export interface ChartBar {
  /** Short label under a column or before a row ("25 Nov", "Ghana"). */
  label: string;
  value: number;
  /** The value as the page formats it ("₦12,500"), shown in the row layout and in tooltips. */
  valueLabel: string;
}

const width = 640;
const columnsHeight = 220;
const axisSpace = 24;
const rowHeight = 30;
const rowLabelWidth = 150;
const rowValueWidth = 130;
/** At most this many column labels are written, so a 30-day chart stays legible on a phone. */
const maxColumnLabels = 8;

/**
 * A bar chart drawn on the server as SVG: no script, nothing to download but the markup. Columns
 * for a series over time, rows for a ranking. It is an image with a title and a description for
 * screen readers; the page gives the same numbers as a table too (docs/decisions/024).
 */
export function BarChart({
  title,
  description,
  bars,
  layout,
}: {
  title: string;
  description: string;
  bars: readonly ChartBar[];
  layout: "columns" | "rows";
}) {
  const id = useId();
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const height = layout === "columns" ? columnsHeight + axisSpace : Math.max(1, bars.length) * rowHeight;
  // Drawn no narrower than its own width, so its 11–12 px labels stay that size on a phone: there the
  // chart scrolls sideways (a focusable region, so a keyboard can scroll it too) instead of shrinking.
  return (
    <div className="overflow-x-auto" tabIndex={0} role="group" aria-labelledby={`${id}-title`}>
      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full text-primary"
        style={{ minWidth: width }}
        preserveAspectRatio="xMidYMid meet"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {layout === "columns" ? <Columns bars={bars} max={max} /> : <Rows bars={bars} max={max} />}
      </svg>
    </div>
  );
}

function Columns({ bars, max }: { bars: readonly ChartBar[]; max: number }) {
  const slot = width / Math.max(1, bars.length);
  const labelEvery = Math.ceil(bars.length / maxColumnLabels);
  return (
    <g>
      <line x1={0} x2={width} y1={columnsHeight} y2={columnsHeight} className="stroke-border" />
      {bars.map((bar, index) => {
        const barHeight = (bar.value / max) * (columnsHeight - 8);
        return (
          <g key={`${bar.label}-${index}`}>
            <rect
              x={index * slot + slot * 0.15}
              y={columnsHeight - barHeight}
              width={slot * 0.7}
              height={barHeight}
              rx={2}
              className="fill-current"
            >
              <title>{`${bar.label}: ${bar.valueLabel}`}</title>
            </rect>
            {index % labelEvery === 0 ? (
              <text
                x={index * slot + slot / 2}
                y={columnsHeight + 16}
                textAnchor="middle"
                fontSize={11}
                className="fill-muted-foreground"
              >
                {bar.label}
              </text>
            ) : null}
          </g>
        );
      })}
    </g>
  );
}

function Rows({ bars, max }: { bars: readonly ChartBar[]; max: number }) {
  const barSpace = width - rowLabelWidth - rowValueWidth;
  return (
    <g>
      {bars.map((bar, index) => (
        <g key={`${bar.label}-${index}`} transform={`translate(0 ${index * rowHeight})`}>
          <text x={0} y={rowHeight / 2 + 4} fontSize={12} className="fill-foreground">
            {bar.label.length > 22 ? `${bar.label.slice(0, 21)}…` : bar.label}
          </text>
          <rect
            x={rowLabelWidth}
            y={6}
            width={Math.max(bar.value > 0 ? 2 : 0, (bar.value / max) * barSpace)}
            height={rowHeight - 12}
            rx={2}
            className="fill-current"
          />
          <text
            x={width}
            y={rowHeight / 2 + 4}
            textAnchor="end"
            fontSize={12}
            className="fill-muted-foreground"
          >
            {bar.valueLabel}
          </text>
        </g>
      ))}
    </g>
  );
}

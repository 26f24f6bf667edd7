import type { ReactNode } from "react";
import { vendorInsightsTexts } from "#common/i18n/vendor-insights";
import type { TopProduct, VendorAnalytics as Figures } from "#common/views/vendor-insights";
import { BarChart } from "~/components/charts/bar-chart";
import { FigureTable } from "~/components/charts/figure-table";
import { cellClassName, DataTable } from "~/components/ui/data-table";
import { useFormat, usePageTexts } from "~/lib/locale";
import { InsightsHeader } from "./insights-header";
import { PeriodForm } from "./period-form";

/** A titled card holding a chart and its table. */
function ChartSection({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-lg border border-border bg-card p-4">
      <h2 id={id} className="font-semibold">
        {title}
      </h2>
      {hint ? <p className="text-sm text-muted-foreground">{hint}</p> : null}
      {children}
    </section>
  );
}

export function VendorAnalytics({ figures }: { figures: Figures }) {
  const texts = usePageTexts(vendorInsightsTexts);
  const t = texts.analytics;
  return (
    <div className="space-y-6">
      <InsightsHeader title={t.title} intro={`${t.intro} ${texts.currencyNote(figures.currency)}`} />
      <PeriodForm period={figures.period} />
      <SalesOverTime figures={figures} />
      <Funnel funnel={figures.funnel} />
      <div className="grid gap-6 lg:grid-cols-2">
        <TopProducts title={t.topByRevenue} rows={figures.topByRevenue} currency={figures.currency} />
        <TopProducts title={t.topByUnits} rows={figures.topByUnits} currency={figures.currency} />
      </div>
      <ByCountry figures={figures} />
    </div>
  );
}

function SalesOverTime({ figures }: { figures: Figures }) {
  const texts = usePageTexts(vendorInsightsTexts);
  const t = texts.analytics;
  const format = useFormat();
  const points = figures.salesOverTime;
  const total = points.reduce((sum, point) => sum + point.revenue, 0);
  const best = points.reduce((top, point) => (point.revenue > top.revenue ? point : top), points[0]!);
  const money = (amount: number) => format.money(amount, figures.currency);
  return (
    <ChartSection id="sales-over-time" title={t.salesOverTime}>
      {total === 0 ? (
        <p className="text-sm text-muted-foreground">{t.noSalesChart}</p>
      ) : (
        <BarChart
          layout="columns"
          title={t.salesChartTitle(texts.periods[figures.period])}
          description={t.salesChartDescription(
            money(total),
            `${format.date(best.bucketStart)}, ${money(best.revenue)}`,
          )}
          bars={points.map((point) => ({
            label: format.date(point.bucketStart),
            value: point.revenue,
            valueLabel: money(point.revenue),
          }))}
        />
      )}
      <FigureTable
        caption={t.tableOf(t.salesOverTime)}
        columns={[t.periodColumn[figures.bucket], t.revenueColumn, t.ordersColumn]}
        rows={points.map((point) => [
          format.date(point.bucketStart),
          money(point.revenue),
          format.number(point.sales),
        ])}
      />
    </ChartSection>
  );
}

function Funnel({ funnel }: { funnel: Figures["funnel"] }) {
  const texts = usePageTexts(vendorInsightsTexts);
  const t = texts.analytics;
  const format = useFormat();
  const steps = (["views", "addToCarts", "orders"] as const).map((step, index, all) => {
    const before = index === 0 ? null : funnel[all[index - 1]!];
    return {
      label: t.funnelStep[step],
      value: funnel[step],
      rate: before ? texts.percent(format.percent((funnel[step] / before) * 100)) : before === 0 ? "–" : "",
    };
  });
  return (
    <ChartSection id="funnel" title={t.funnel} hint={t.funnelHint}>
      <BarChart
        layout="rows"
        title={t.funnelChartTitle}
        description={steps.map((step) => `${step.label}: ${format.number(step.value)}`).join(". ")}
        bars={steps.map((step) => ({
          label: step.label,
          value: step.value,
          valueLabel: format.number(step.value),
        }))}
      />
      <FigureTable
        caption={t.tableOf(t.funnel)}
        columns={[t.stepColumn, t.countColumn, t.rateColumn]}
        rows={steps.map((step) => [step.label, format.number(step.value), step.rate])}
      />
    </ChartSection>
  );
}

function TopProducts({ title, rows, currency }: { title: string; rows: TopProduct[]; currency: string }) {
  const t = usePageTexts(vendorInsightsTexts).analytics;
  const format = useFormat();
  return (
    <section className="space-y-3">
      <h2 className="font-semibold">{title}</h2>
      <DataTable
        caption={title}
        columns={[t.productColumn, t.revenueColumn, t.unitsColumn]}
        empty={t.noTopProducts}
      >
        {rows.map((row) => (
          <tr key={row.productId}>
            <td className={cellClassName}>{row.name}</td>
            <td className={`${cellClassName} tabular-nums`}>{format.money(row.revenue, currency)}</td>
            <td className={`${cellClassName} tabular-nums`}>{format.number(row.units)}</td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}

function ByCountry({ figures }: { figures: Figures }) {
  const t = usePageTexts(vendorInsightsTexts).analytics;
  const format = useFormat();
  const name = (row: Figures["byCountry"][number]) => row.countryName ?? (row.countryCode || t.noCountry);
  const money = (amount: number) => format.money(amount, figures.currency);
  return (
    <ChartSection id="by-country" title={t.byCountry} hint={t.byCountryHint}>
      {figures.byCountry.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.noCountrySales}</p>
      ) : (
        <BarChart
          layout="rows"
          title={t.countryChartTitle}
          description={figures.byCountry.map((row) => `${name(row)}: ${money(row.revenue)}`).join(". ")}
          bars={figures.byCountry.map((row) => ({
            label: name(row),
            value: row.revenue,
            valueLabel: money(row.revenue),
          }))}
        />
      )}
      <FigureTable
        caption={t.tableOf(t.byCountry)}
        columns={[t.countryColumn, t.revenueColumn, t.ordersColumn]}
        rows={figures.byCountry.map((row) => [name(row), money(row.revenue), format.number(row.sales)])}
      />
    </ChartSection>
  );
}

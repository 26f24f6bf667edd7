import { adminReportsTexts } from "#common/i18n/admin-reports";
import type { AiAnalytics } from "#common/views/admin-reports";
import { InsightsHeader } from "~/components/vendor-insights/insights-header";
import { useFormat, usePageTexts } from "~/lib/locale";
import { PrintButton, ReportTable } from "./report-table";

/**
 * /admin/ai-analytics: a forecast per category with its backtest error, unusual days for orders and
 * products trending up, each with the sentence that says how it is computed.
 */
export function AiAnalyticsPage({ figures }: { figures: AiAnalytics }) {
  const texts = usePageTexts(adminReportsTexts);
  const t = texts.aiAnalytics;
  const format = useFormat();
  const money = (amount: number) => format.money(amount, figures.currency);
  const flagged = figures.dailyOrders.filter((day) => day.flag !== null).length;
  const threshold = format.number(figures.anomalyThreshold);
  return (
    <div className="space-y-10">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <InsightsHeader title={t.title} intro={t.intro(figures.currency)} />
        <PrintButton label={texts.print} />
      </div>
      <ReportTable
        title={t.forecast.title}
        intro={t.forecast.how}
        columns={[
          { label: t.forecast.category },
          { label: t.forecast.last30, numeric: true },
          { label: t.forecast.next30, numeric: true },
          { label: t.forecast.backtest, numeric: true },
          { label: t.forecast.actual, numeric: true },
          { label: t.forecast.error, numeric: true },
          { label: t.forecast.mae, numeric: true },
        ]}
        rows={figures.forecasts.map((row) => ({
          key: row.categoryId,
          cells: [
            row.name || texts.reports.categories.uncategorised,
            money(row.last30),
            money(row.next30),
            money(row.backtest.forecast),
            money(row.backtest.actual),
            row.backtest.errorPercent === null
              ? t.forecast.noError
              : t.forecast.errorPercent(format.percent(Math.round(row.backtest.errorPercent))),
            money(row.backtest.maePerDay),
          ],
        }))}
        empty={t.forecast.empty}
      />
      <ReportTable
        title={t.anomalies.title}
        intro={`${t.anomalies.how(figures.anomalyWindow, threshold)} ${t.anomalies.flagged(flagged)} ${t.anomalies.showing}`}
        columns={[
          { label: t.anomalies.day },
          { label: t.anomalies.orders, numeric: true },
          { label: t.anomalies.score, numeric: true },
          { label: t.anomalies.flag },
        ]}
        rows={figures.dailyOrders.map((day) => ({
          key: day.day,
          cells: [
            format.date(day.day),
            format.number(day.orders),
            day.score === null ? t.anomalies.noScore : format.number(Math.round(day.score * 10) / 10),
            day.flag === null ? (
              ""
            ) : (
              <span
                className={`rounded px-2 py-0.5 text-xs font-semibold ${day.flag === "high" ? "bg-primary text-primary-foreground" : "bg-destructive-soft text-destructive-text"}`}
              >
                {t.anomalies[day.flag]}
              </span>
            ),
          ],
        }))}
        empty={t.anomalies.noScore}
      />
      <ReportTable
        title={t.trending.title}
        intro={t.trending.how(figures.trendDays, figures.trendMinUnits)}
        columns={[
          { label: t.trending.product },
          { label: t.trending.recent, numeric: true },
          { label: t.trending.prior, numeric: true },
          { label: t.trending.growth, numeric: true },
        ]}
        rows={figures.trending.map((product) => ({
          key: product.productId,
          cells: [
            product.name,
            format.number(product.recentUnits),
            format.number(product.priorUnits),
            product.growthPercent === null
              ? t.trending.newSeller
              : t.trending.growthPercent(format.percent(Math.round(product.growthPercent))),
          ],
        }))}
        empty={t.trending.empty}
      />
    </div>
  );
}

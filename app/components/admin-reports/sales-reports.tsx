import { adminReportCsvPath } from "#common/admin-report-paths";
import {
  type ReportGrouping,
  type ReportKind,
  type ReportQueryError,
  type ReportQueryField,
  reportGroupings,
  totalsByCurrency,
} from "#common/admin-reports";
import { adminReportsTexts } from "#common/i18n/admin-reports";
import type { SalesReports } from "#common/views/admin-reports";
import { Form, useNavigation } from "react-router";
import { InsightsHeader } from "~/components/vendor-insights/insights-header";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/choice-fields";
import { FormError, TextField } from "~/components/ui/field";
import { useFormat, usePageTexts } from "~/lib/locale";
import { PrintButton, ReportTable } from "./report-table";

export type SalesReportsPageData =
  | { ok: true; reports: SalesReports }
  | {
      ok: false;
      errors: Partial<Record<ReportQueryField, ReportQueryError>>;
      values: Record<ReportQueryField, string>;
    };

/** /admin/reports: the range form, then sales by period, vendor, category and country, and payments by method. */
export function SalesReportsPage({ data }: { data: SalesReportsPageData }) {
  const texts = usePageTexts(adminReportsTexts);
  const t = texts.reports;
  const format = useFormat();
  const loading = useNavigation().state === "loading";
  const values = data.ok ? data.reports.query : data.values;
  const errors = data.ok ? {} : data.errors;
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <InsightsHeader title={t.title} intro={t.intro} />
        <PrintButton label={texts.print} />
      </div>
      <Form method="get" aria-label={t.formLabel} className="flex flex-wrap items-end gap-3 print:hidden">
        <div className="w-44">
          <TextField
            label={t.from}
            name="from"
            type="date"
            defaultValue={values.from}
            error={errors.from && t.errors[errors.from]}
          />
        </div>
        <div className="w-44">
          <TextField
            label={t.to}
            name="to"
            type="date"
            defaultValue={values.to}
            error={errors.to && t.errors[errors.to]}
          />
        </div>
        <div className="w-40">
          <SelectField
            label={t.group}
            name="group"
            defaultValue={values.group}
            error={errors.group && t.errors[errors.group]}
            options={reportGroupings.map((group) => ({ value: group, label: t.groups[group] }))}
          />
        </div>
        <Button type="submit" disabled={loading}>
          {t.showReport}
        </Button>
      </Form>
      {data.ok ? (
        <div aria-busy={loading} className={`space-y-10 ${loading ? "opacity-60" : ""}`}>
          <p className="font-medium">{t.range(format.date(values.from), format.date(values.to))}</p>
          <ReportTables reports={data.reports} />
        </div>
      ) : (
        <FormError message={t.invalid} />
      )}
    </div>
  );
}

function ReportTables({ reports }: { reports: SalesReports }) {
  const texts = usePageTexts(adminReportsTexts);
  const t = texts.reports;
  const format = useFormat();
  const { query } = reports;
  const csv = (kind: ReportKind, title: string) => ({
    href: adminReportCsvPath(kind, query),
    label: t.exportLabel(title),
    text: t.exportCsv,
  });
  const money = (amount: number, currency: string) => format.money(amount, currency);
  const salesColumns = (first: string) => [
    { label: first },
    { label: texts.currency },
    { label: t.sales, numeric: true },
    { label: t.revenue, numeric: true },
  ];
  const salesTotals = (rows: readonly { currency: string; sales: number; revenue: number }[]) =>
    totalsByCurrency(rows, ["sales", "revenue"]).map((total) => ({
      key: total.currency,
      cells: [texts.total, total.currency, format.number(total.sales), money(total.revenue, total.currency)],
    }));
  return (
    <>
      <ReportTable
        title={t.period.title}
        intro={t.period.intro}
        csv={csv("period", t.period.title)}
        columns={salesColumns(t.period.bucket)}
        rows={reports.period.map((row) => ({
          key: `${row.bucketStart}|${row.currency}`,
          cells: [
            bucketLabel(row.bucketStart, query),
            row.currency,
            format.number(row.sales),
            money(row.revenue, row.currency),
          ],
        }))}
        totals={salesTotals(reports.period)}
        empty={t.categories.empty}
      />
      <ReportTable
        title={t.vendors.title}
        intro={t.vendors.intro}
        csv={csv("vendors", t.vendors.title)}
        columns={salesColumns(t.vendors.vendor)}
        rows={reports.vendors.map((row) => ({
          key: `${row.key}|${row.currency}`,
          cells: [row.name, row.currency, format.number(row.sales), money(row.revenue, row.currency)],
        }))}
        totals={salesTotals(reports.vendors)}
        empty={t.vendors.empty}
      />
      <ReportTable
        title={t.categories.title}
        intro={t.categories.intro}
        csv={csv("categories", t.categories.title)}
        columns={[
          { label: t.categories.category },
          { label: texts.currency },
          { label: t.categories.units, numeric: true },
          { label: t.revenue, numeric: true },
        ]}
        rows={reports.categories.map((row) => ({
          key: `${row.key}|${row.currency}`,
          cells: [
            row.name || t.categories.uncategorised,
            row.currency,
            format.number(row.units),
            money(row.revenue, row.currency),
          ],
        }))}
        totals={totalsByCurrency(reports.categories, ["units", "revenue"]).map((total) => ({
          key: total.currency,
          cells: [
            texts.total,
            total.currency,
            format.number(total.units),
            money(total.revenue, total.currency),
          ],
        }))}
        empty={t.categories.empty}
      />
      <ReportTable
        title={t.countries.title}
        intro={t.countries.intro}
        csv={csv("countries", t.countries.title)}
        columns={salesColumns(t.countries.country)}
        rows={reports.countries.map((row) => ({
          key: `${row.key}|${row.currency}`,
          cells: [
            row.name || t.countries.unknown,
            row.currency,
            format.number(row.sales),
            money(row.revenue, row.currency),
          ],
        }))}
        totals={salesTotals(reports.countries)}
        empty={t.countries.empty}
      />
      <ReportTable
        title={t.payments.title}
        intro={t.payments.intro}
        csv={csv("payments", t.payments.title)}
        columns={[
          { label: t.payments.method },
          { label: texts.currency },
          { label: t.payments.orders, numeric: true },
          { label: t.payments.paid, numeric: true },
          { label: t.payments.amount, numeric: true },
        ]}
        rows={reports.payments.map((row) => ({
          key: `${row.method}|${row.currency}`,
          cells: [
            t.payments.methods[row.method],
            row.currency,
            format.number(row.orders),
            format.number(row.paidOrders),
            money(row.paidAmount, row.currency),
          ],
        }))}
        totals={totalsByCurrency(reports.payments, ["orders", "paidOrders", "paidAmount"]).map((total) => ({
          key: total.currency,
          cells: [
            texts.total,
            total.currency,
            format.number(total.orders),
            format.number(total.paidOrders),
            money(total.paidAmount, total.currency),
          ],
        }))}
        empty={t.payments.empty}
      />
    </>
  );

  function bucketLabel(start: string, { group }: { group: ReportGrouping }): string {
    if (group === "month") return format.month(start.slice(0, 7));
    if (group === "week") return t.period.weekOf(format.date(start));
    return format.date(start);
  }
}

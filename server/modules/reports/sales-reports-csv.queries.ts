import { type ReportKind, type ReportQuery, totalsByCurrency } from "#common/admin-reports";
import { csvLine } from "#common/csv";
import { adminReportsTexts } from "#common/i18n/admin-reports";
import { formatMajorUnits } from "#common/money";
import type { Db } from "#db/client";
import {
  paymentsByMethod,
  salesByCategory,
  salesByCountry,
  salesByPeriod,
  salesByVendor,
} from "./sales-reports.queries";

const texts = adminReportsTexts.en;
const amount = (value: number, currency: string) => String(formatMajorUnits(value, currency));

/**
 * One table of /admin/reports as CSV: the page's columns (amounts in major units, "12500.5", with
 * their currency; periods as their first day), then a Total line per currency. Column titles are the
 * page's, in English: a spreadsheet is read by people.
 */
export async function salesReportCsv(
  db: Db,
  { query, kind }: { query: ReportQuery; kind: ReportKind },
): Promise<string> {
  const table = await csvTable(db, { query, kind });
  return [table.header, ...table.rows, ...table.totals].map(csvLine).join("");
}

async function csvTable(
  db: Db,
  { query, kind }: { query: ReportQuery; kind: ReportKind },
): Promise<CsvTable> {
  const { reports } = texts;
  if (kind === "period") {
    const rows = await salesByPeriod(db, { query });
    return salesTable(
      reports.period.bucket,
      rows.map((row) => ({ ...row, label: row.bucketStart })),
    );
  }
  if (kind === "vendors") {
    const rows = await salesByVendor(db, { query });
    return salesTable(
      reports.vendors.vendor,
      rows.map((row) => ({ ...row, label: row.name })),
    );
  }
  if (kind === "countries") {
    const rows = await salesByCountry(db, { query });
    return salesTable(
      reports.countries.country,
      rows.map((row) => ({ ...row, label: row.name || reports.countries.unknown })),
    );
  }
  if (kind === "categories") {
    const rows = await salesByCategory(db, { query });
    return {
      header: [reports.categories.category, texts.currency, reports.categories.units, reports.revenue],
      rows: rows.map((row) => [
        row.name || reports.categories.uncategorised,
        row.currency,
        String(row.units),
        amount(row.revenue, row.currency),
      ]),
      totals: totalsByCurrency(rows, ["units", "revenue"]).map((total) => [
        texts.total,
        total.currency,
        String(total.units),
        amount(total.revenue, total.currency),
      ]),
    };
  }
  const rows = await paymentsByMethod(db, { query });
  const { payments } = reports;
  return {
    header: [payments.method, texts.currency, payments.orders, payments.paid, payments.amount],
    rows: rows.map((row) => [
      payments.methods[row.method],
      row.currency,
      String(row.orders),
      String(row.paidOrders),
      amount(row.paidAmount, row.currency),
    ]),
    totals: totalsByCurrency(rows, ["orders", "paidOrders", "paidAmount"]).map((total) => [
      texts.total,
      total.currency,
      String(total.orders),
      String(total.paidOrders),
      amount(total.paidAmount, total.currency),
    ]),
  };
}

interface CsvTable {
  header: string[];
  rows: string[][];
  totals: string[][];
}

/** A table of sales and revenue by period, vendor or country: `first` names the column of the labels. */
function salesTable(
  first: string,
  rows: readonly { label: string; currency: string; sales: number; revenue: number }[],
): CsvTable {
  const { reports } = texts;
  return {
    header: [first, texts.currency, reports.sales, reports.revenue],
    rows: rows.map((row) => [row.label, row.currency, String(row.sales), amount(row.revenue, row.currency)]),
    totals: totalsByCurrency(rows, ["sales", "revenue"]).map((total) => [
      texts.total,
      total.currency,
      String(total.sales),
      amount(total.revenue, total.currency),
    ]),
  };
}

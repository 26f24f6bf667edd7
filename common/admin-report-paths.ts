import { type ReportKind, type ReportQuery, reportQueryParams } from "./admin-reports";

/**
 * The back office's figures: sales reports and their CSV files, insights and the statistics page.
 * Kept apart from common/paths.ts, whose storefront URLs the shell ships to every page (decision 020).
 */
export const adminReportsPath = "/admin/reports";
export const adminReportsCsvPath = "/admin/reports/export.csv";
export const adminInsightsPath = "/admin/insights";
export const adminAiAnalyticsPath = "/admin/ai-analytics";

/** One table of the reports, for the range shown, as a CSV download. */
export function adminReportCsvPath(kind: ReportKind, query: ReportQuery): string {
  const params = reportQueryParams(query);
  params.set("report", kind);
  return `${adminReportsCsvPath}?${params}`;
}

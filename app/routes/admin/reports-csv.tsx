import { parseReportQuery, reportKinds } from "#common/admin-reports";
import { adminReportsTexts } from "#common/i18n/admin-reports";
import { salesReportCsv } from "#server/modules/reports/sales-reports-csv.queries";
import { data } from "react-router";
import { ctx, requireAdmin } from "~/lib/route-context.server";
import type { Route } from "./+types/reports-csv";

/**
 * /admin/reports/export.csv?report=…&from=…&to=…&group=…: one table of the reports as a CSV file, for
 * admins only. An unknown table or a range that does not parse is a 400.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const params = new URL(request.url).searchParams;
  const kind = reportKinds.find((option) => option === params.get("report"));
  const parsed = parseReportQuery(params, new Date());
  if (!kind || !parsed.ok) throw data({ message: adminReportsTexts.en.reports.invalid }, { status: 400 });
  const { query } = parsed;
  const csv = await salesReportCsv(ctx(context).db, { query, kind });
  // A byte-order mark, so spreadsheet programs read the file as UTF-8 (names with accents, ₦).
  return new Response(`\uFEFF${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${kind}-${query.from}-to-${query.to}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}

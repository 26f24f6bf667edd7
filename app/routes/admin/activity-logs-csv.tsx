import { readAuditFilters } from "#common/audit-filters";
import { pageTextsFor } from "#common/i18n/catalogue";
import { adminActivityLogsTexts } from "#common/i18n/admin-activity-logs";
import { auditLogsCsv } from "#server/modules/audit/audit.queries";
import { ctx, requireAdmin } from "~/lib/route-context.server";
import type { Route } from "./+types/activity-logs-csv";

/**
 * /admin/activity-logs/export.csv: the activity log's events matching the page's filters (the same
 * query string), admins only. Filters that cannot be applied are refused with 400, never ignored.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const { db, locale } = ctx(context);
  const texts = pageTextsFor(adminActivityLogsTexts, locale.language);
  const { filters, errors } = readAuditFilters(new URL(request.url).searchParams);
  if (Object.keys(errors).length > 0)
    return new Response(texts.csvRefused, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
    });
  const csv = await auditLogsCsv(db, { filters, headings: texts.csvHeadings });
  // A byte-order mark, so spreadsheet programs read the file as UTF-8.
  return new Response(`\uFEFF${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="activity-log.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}

import { parseReportQuery } from "#common/admin-reports";
import { pageTextsFor } from "#common/i18n/catalogue";
import { adminReportsTexts } from "#common/i18n/admin-reports";
import { salesReports } from "#server/modules/reports/sales-reports.queries";
import { SalesReportsPage } from "~/components/admin-reports/sales-reports";
import { languageOfPage } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { ctx, requireAdmin } from "~/lib/route-context.server";
import type { Route } from "./+types/reports";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(pageTextsFor(adminReportsTexts, languageOfPage(matches)).reports.metaTitle, undefined, {
    noindex: true,
  });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/**
 * /admin/reports?from=…&to=…&group=…: the marketplace's sales over the range, for admins only. A
 * range that does not parse keeps what was typed and says what is wrong with each field.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const parsed = parseReportQuery(new URL(request.url).searchParams, new Date());
  if (!parsed.ok) return { ok: false as const, errors: parsed.errors, values: parsed.values };
  return { ok: true as const, reports: await salesReports(ctx(context).db, { query: parsed.query }) };
}

export default function AdminReports({ loaderData }: Route.ComponentProps) {
  return <SalesReportsPage data={loaderData} />;
}

import { parseInsightOptions } from "#common/admin-reports";
import { pageTextsFor } from "#common/i18n/catalogue";
import { adminReportsTexts } from "#common/i18n/admin-reports";
import { insights } from "#server/modules/reports/insights.queries";
import { InsightsPage } from "~/components/admin-reports/insights";
import { languageOfPage } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { ctx, requireAdmin } from "~/lib/route-context.server";
import type { Route } from "./+types/insights";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(pageTextsFor(adminReportsTexts, languageOfPage(matches)).insights.metaTitle, undefined, {
    noindex: true,
  });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** /admin/insights?days=…&hours=…: failed searches, abandoned carts, repeat buyers and cohorts, for admins only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const options = parseInsightOptions(new URL(request.url).searchParams);
  return { insights: await insights(ctx(context).db, options) };
}

export default function AdminInsights({ loaderData }: Route.ComponentProps) {
  return <InsightsPage insights={loaderData.insights} />;
}

import { vendorInsightsTexts } from "#common/i18n/vendor-insights";
import { pageTextsFor } from "#common/i18n/catalogue";
import { parseInsightPeriod } from "#common/vendor-insights";
import { vendorDashboard } from "#server/modules/analytics/vendor-dashboard.queries";
import { VendorDashboard } from "~/components/vendor-insights/vendor-dashboard";
import { languageOfPage } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { ctx } from "~/lib/route-context.server";
import { requireVendor } from "~/lib/vendor-context.server";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(pageTextsFor(vendorInsightsTexts, languageOfPage(matches)).dashboard.metaTitle, undefined, {
    noindex: true,
  });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** /vendor/dashboard?period=7d|30d|90d|12m: the vendor's own figures for the period (30 days unless chosen). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { store } = await requireVendor(context);
  const period = parseInsightPeriod(new URL(request.url).searchParams.get("period"));
  return { figures: await vendorDashboard(ctx(context).db, { vendorId: store.id, period }) };
}

export default function VendorDashboardPage({ loaderData }: Route.ComponentProps) {
  return <VendorDashboard figures={loaderData.figures} />;
}

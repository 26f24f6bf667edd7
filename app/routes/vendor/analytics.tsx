import { vendorInsightsTexts } from "#common/i18n/vendor-insights";
import { pageTextsFor } from "#common/i18n/catalogue";
import { parseInsightPeriod } from "#common/vendor-insights";
import { vendorAnalytics } from "#server/modules/analytics/vendor-analytics.queries";
import { VendorAnalytics } from "~/components/vendor-insights/vendor-analytics";
import { languageOfPage } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { ctx } from "~/lib/route-context.server";
import { requireVendor } from "~/lib/vendor-context.server";
import type { Route } from "./+types/analytics";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(pageTextsFor(vendorInsightsTexts, languageOfPage(matches)).analytics.metaTitle, undefined, {
    noindex: true,
  });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** /vendor/analytics?period=…: the vendor's sales over time, top products, funnel and countries. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { store } = await requireVendor(context);
  const period = parseInsightPeriod(new URL(request.url).searchParams.get("period"));
  return { figures: await vendorAnalytics(ctx(context).db, { vendorId: store.id, period }) };
}

export default function VendorAnalyticsPage({ loaderData }: Route.ComponentProps) {
  return <VendorAnalytics figures={loaderData.figures} />;
}

import { pageTextsFor } from "#common/i18n/catalogue";
import { adminReportsTexts } from "#common/i18n/admin-reports";
import { aiAnalytics } from "#server/modules/reports/ai-analytics.queries";
import { AiAnalyticsPage } from "~/components/admin-reports/ai-analytics";
import { languageOfPage } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { ctx, requireAdmin } from "~/lib/route-context.server";
import type { Route } from "./+types/ai-analytics";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(pageTextsFor(adminReportsTexts, languageOfPage(matches)).aiAnalytics.metaTitle, undefined, {
    noindex: true,
  });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** /admin/ai-analytics: forecasts, unusual days and trending products from the sales history, for admins only. */
export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return { figures: await aiAnalytics(ctx(context).db) };
}

export default function AdminAiAnalytics({ loaderData }: Route.ComponentProps) {
  return <AiAnalyticsPage figures={loaderData.figures} />;
}

import { rfqBackOfficeTexts } from "#common/i18n/rfq-back-office";
import { B2bStatistics } from "~/components/rfq-back-office/b2b-statistics";
import { b2bStatisticsPage } from "~/lib/b2b-statistics.server";
import { usePageTexts } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { requireAdmin } from "~/lib/route-context.server";
import type { Route } from "./+types/b2b";

export const meta: Route.MetaFunction = () =>
  pageMeta(rfqBackOfficeTexts.en.b2b.platformTitle, undefined, { noindex: true });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** /admin/b2b: the whole marketplace's B2B statistics, for admins only. */
export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return { figures: await b2bStatisticsPage(context, { kind: "platform" }) };
}

export default function AdminB2b({ loaderData }: Route.ComponentProps) {
  const t = usePageTexts(rfqBackOfficeTexts).b2b;
  return <B2bStatistics title={t.platformTitle} intro={t.platformIntro} figures={loaderData.figures} />;
}

import { rfqBackOfficeTexts } from "#common/i18n/rfq-back-office";
import { B2bStatistics } from "~/components/rfq-back-office/b2b-statistics";
import { b2bStatisticsPage } from "~/lib/b2b-statistics.server";
import { usePageTexts } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { requireVendor } from "~/lib/vendor-context.server";
import type { Route } from "./+types/b2b";

export const meta: Route.MetaFunction = () =>
  pageMeta(rfqBackOfficeTexts.en.b2b.vendorTitle, undefined, { noindex: true });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** /vendor/b2b: the B2B statistics of the RFQs sent to the signed-in vendor's own store. */
export async function loader({ context }: Route.LoaderArgs) {
  const { store } = await requireVendor(context);
  return { figures: await b2bStatisticsPage(context, { kind: "vendor", vendorId: store.id }) };
}

export default function VendorB2b({ loaderData }: Route.ComponentProps) {
  const t = usePageTexts(rfqBackOfficeTexts).b2b;
  return <B2bStatistics title={t.vendorTitle} intro={t.vendorIntro} figures={loaderData.figures} />;
}

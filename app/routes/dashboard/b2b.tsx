import { rfqBackOfficeTexts } from "#common/i18n/rfq-back-office";
import { B2bStatistics } from "~/components/rfq-back-office/b2b-statistics";
import { b2bStatisticsPage } from "~/lib/b2b-statistics.server";
import { usePageTexts } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { requireActor } from "~/lib/route-context.server";
import type { Route } from "./+types/b2b";

export const meta: Route.MetaFunction = () =>
  pageMeta(rfqBackOfficeTexts.en.b2b.buyerTitle, undefined, { noindex: true });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** /dashboard/b2b: the signed-in buyer's own RFQs and the quotes on them. */
export async function loader({ context }: Route.LoaderArgs) {
  const actor = requireActor(context);
  return { figures: await b2bStatisticsPage(context, { kind: "buyer", buyerId: actor.userId }) };
}

export default function BuyerB2b({ loaderData }: Route.ComponentProps) {
  const t = usePageTexts(rfqBackOfficeTexts).b2b;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8">
      <B2bStatistics title={t.buyerTitle} intro={t.buyerIntro} figures={loaderData.figures} />
    </div>
  );
}

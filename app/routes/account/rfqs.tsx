import { rfqsBuyerTexts } from "#common/i18n/rfqs-buyer";
import { pageParam } from "#common/paging";
import { rfqStatuses } from "#common/rfq";
import { buyerRfqsListFor } from "#common/rfq-paths";
import { listBuyerRfqs } from "#server/modules/rfqs/buyer-rfqs.queries";
import { BuyerRfqsPage } from "~/components/rfq/buyer-rfqs-page";
import { pageMeta } from "~/lib/meta";
import { ctx, requireActor } from "~/lib/route-context.server";
import type { Route } from "./+types/rfqs";

export const meta: Route.MetaFunction = () => pageMeta(rfqsBuyerTexts.en.title, undefined, { noindex: true });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** /account/rfqs and /dashboard/rfqs: the signed-in buyer's RFQs, newest first, by status, 20 a page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = requireActor(context);
  const params = new URL(request.url).searchParams;
  const status = rfqStatuses.find((value) => value === params.get("status"));
  const page = await listBuyerRfqs(ctx(context).db, {
    buyerId: actor.userId,
    status,
    page: pageParam(params.get("page")),
  });
  return { page, status: status ?? "", path: buyerRfqsListFor(new URL(request.url).pathname) };
}

export default function BuyerRfqsRoute({ loaderData }: Route.ComponentProps) {
  return <BuyerRfqsPage page={loaderData.page} status={loaderData.status} path={loaderData.path} />;
}

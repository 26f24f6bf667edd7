import { pageParam } from "#common/paging";
import { listBuyerOrders } from "#server/modules/orders/orders.queries";
import { OrderList } from "~/components/orders/order-list";
import { pageMeta } from "~/lib/meta";
import { ctx, requireActor } from "~/lib/route-context.server";
import type { Route } from "./+types/buyer-orders";

export const meta: Route.MetaFunction = () => pageMeta("My Orders", undefined, { noindex: true });

/** /account/orders and /dashboard/orders: the signed-in buyer's own orders, 10 a page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = requireActor(context);
  return {
    page: await listBuyerOrders(ctx(context).db, {
      userId: actor.userId,
      page: pageParam(new URL(request.url).searchParams.get("page")),
    }),
  };
}

export default function BuyerOrders({ loaderData }: Route.ComponentProps) {
  return <OrderList page={loaderData.page} />;
}

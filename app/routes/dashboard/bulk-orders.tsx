import { bulkOrdersTexts } from "#common/i18n/bulk-orders";
import { pageTextsFor } from "#common/i18n/catalogue";
import { messages } from "#common/messages";
import { pageParam } from "#common/paging";
import { bulkOrderMinUnits } from "#common/quick-order";
import { reorder } from "#server/flows/reorder";
import { listBuyerBulkOrders } from "#server/modules/orders/orders.queries";
import { BulkOrderList, type ReorderResult } from "~/components/bulk-orders/bulk-order-list";
import { actionFailure } from "~/lib/action-failure.server";
import { languageOfPage } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { ctx, requireActor } from "~/lib/route-context.server";
import type { Route } from "./+types/bulk-orders";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(pageTextsFor(bulkOrdersTexts, languageOfPage(matches)).dashboardMetaTitle, undefined, {
    noindex: true,
  });

/** /dashboard/bulk-orders: the signed-in buyer's own orders of bulk size, 10 a page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = requireActor(context);
  return {
    minUnits: bulkOrderMinUnits,
    page: await listBuyerBulkOrders(ctx(context).db, {
      userId: actor.userId,
      page: pageParam(new URL(request.url).searchParams.get("page")),
      minUnits: bulkOrderMinUnits,
    }),
  };
}

/** Reorder: the order's products and quantities into the buyer's cart at today's prices. */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireActor(context);
  const { db, cartOwner, logger } = ctx(context);
  const orderId = String((await request.formData()).get("orderId") ?? "");
  try {
    const result = await reorder(db, { userId: actor.userId, orderId, owner: cartOwner });
    return { ok: true, orderId, outcomes: result.outcomes } satisfies ReorderResult;
  } catch (error) {
    return actionFailure(error, {
      extra: { orderId },
      unexpected: { message: messages.cart.addFailed, logger, context: { orderId } },
    });
  }
}

export default function BulkOrders({ loaderData, actionData }: Route.ComponentProps) {
  return <BulkOrderList page={loaderData.page} minUnits={loaderData.minUnits} result={actionData} />;
}

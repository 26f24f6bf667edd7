import { pageParam } from "#common/paging";
import { fulfilSubOrder } from "#server/flows/fulfil-sub-order";
import { listVendorSubOrders } from "#server/modules/orders/orders.queries";
import {
  VendorOrders,
  vendorOrderFilters,
  type VendorOrderActionResult,
} from "~/components/orders/vendor-orders";
import { pageMeta } from "~/lib/meta";
import { actionFailure } from "~/lib/action-failure.server";
import { ctx } from "~/lib/route-context.server";
import { requireVendor } from "~/lib/vendor-context.server";
import type { Route } from "./+types/orders";

export const meta: Route.MetaFunction = () => pageMeta("Orders", undefined, { noindex: true });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** /vendor/orders: the vendor's own parts of orders, 10 a page, by status. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = ctx(context);
  const { store } = await requireVendor(context);
  const params = new URL(request.url).searchParams;
  const status = vendorOrderFilters.find((filter) => filter === params.get("status"));
  return {
    status: status ?? null,
    page: await listVendorSubOrders(db, { vendorId: store.id, page: pageParam(params.get("page")), status }),
  };
}

/** Moves one of the vendor's sub-orders on (processing, shipped with carrier and tracking, delivered). */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, logger, mailer, env } = ctx(context);
  const { actor, store } = await requireVendor(context);
  const form = await request.formData();
  const subOrderId = String(form.get("subOrderId") ?? "");
  try {
    const result = await fulfilSubOrder(db, {
      vendorId: store.id,
      actorUserId: actor.userId,
      subOrderId,
      to: form.get("to"),
      carrier: form.get("carrier"),
      trackingNumber: form.get("trackingNumber"),
      mailer,
      appUrl: env.APP_URL,
      secret: env.AUTH_SECRET,
      logger,
    });
    return {
      ok: true as const,
      subOrderId,
      message: `Marked ${result.status}. The buyer has been notified.`,
    } satisfies VendorOrderActionResult;
  } catch (error) {
    return actionFailure(error, {
      extra: { subOrderId },
      unexpected: {
        message: "The order could not be updated. Please try again.",
        logger,
        context: { subOrderId },
      },
    });
  }
}

export default function VendorOrdersPage({ loaderData, actionData }: Route.ComponentProps) {
  return <VendorOrders page={loaderData.page} status={loaderData.status} result={actionData} />;
}

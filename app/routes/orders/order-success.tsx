import { orderInvoicePath, orderTrackingPath } from "#common/paths";
import { getBankTransferDetails } from "#server/modules/orders/bank-transfer";
import { getOrderDetail } from "#server/modules/orders/orders.queries";
import { data } from "react-router";
import { OrderConfirmedBanner, OrderDetailView } from "~/components/orders/order-detail";
import { pageMeta } from "~/lib/meta";
import { ctx, requireActor } from "~/lib/route-context.server";
import type { Route } from "./+types/order-success";

export const meta: Route.MetaFunction = () => pageMeta("Order Confirmed", undefined, { noindex: true });

/** The Order Confirmed screen after checkout (protected: the order must be the viewer's). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = ctx(context);
  const actor = requireActor(context);
  const orderId = new URL(request.url).searchParams.get("order") ?? "";
  const detail = await getOrderDetail(db, { orderId, viewer: { kind: "buyer", userId: actor.userId } });
  if (!detail) throw data({ message: "Order not found" }, { status: 404 });
  return {
    detail,
    bankDetails: detail.order.paymentMethod === "bank_transfer" ? await getBankTransferDetails(db) : null,
  };
}

export default function OrderSuccess({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:py-12">
      <OrderConfirmedBanner
        orderNumber={loaderData.detail.order.orderNumber}
        signedIn
        tracking={{ guest: false, path: orderTrackingPath(loaderData.detail.order.id) }}
      />
      <OrderDetailView
        detail={loaderData.detail}
        bankDetails={loaderData.bankDetails}
        canCancel={false}
        canAct={false}
        invoicePath={orderInvoicePath(loaderData.detail.order.id)}
        result={undefined}
        standalone={false}
      />
    </div>
  );
}

import { accountOrdersPath, orderInvoicePath, orderTrackingPath } from "#common/paths";
import { AppError } from "#server/lib/errors";
import { getBankTransferDetails } from "#server/modules/orders/bank-transfer";
import { cancelOrder } from "#server/flows/cancel-order";
import { getOrderDetail, type OrderViewer } from "#server/modules/orders/orders.queries";
import { hostedCheckoutFor } from "#server/modules/payments/hosted-checkout";
import { startPayment } from "#server/modules/payments/start-payment";
import { data, Link, redirect } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import {
  OrderConfirmedBanner,
  OrderDetailView,
  type OrderActionResult,
  type OrderTracking,
} from "~/components/orders/order-detail";
import { StatusPage } from "~/components/ui/status-page";
import { absoluteUrl, pageMeta } from "~/lib/meta";
import { actionFailure } from "~/lib/action-failure.server";
import { ctx } from "~/lib/route-context.server";
import type { Route } from "./+types/order-tracking";

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  pageMeta(
    loaderData?.detail ? `Order ${loaderData.detail.order.orderNumber}` : "Order not found",
    undefined,
    { noindex: true },
  );

/** The buyer signed in, or the holder of the guest link's token (/order-tracking/{orderId}). */
function viewerOf(request: Request, actorUserId: string | null): OrderViewer | null {
  const token = new URL(request.url).searchParams.get("token");
  if (token) return { kind: "guest-link", token };
  return actorUserId ? { kind: "buyer", userId: actorUserId } : null;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, actor, env } = ctx(context);
  const viewer = viewerOf(request, actor?.userId ?? null);
  const detail = viewer ? await getOrderDetail(db, { orderId: params.orderId, viewer }) : null;
  if (!viewer || !detail) throw data({ message: "Order not found" }, { status: 404 });
  const url = new URL(request.url);
  // A guest comes back only through the link with the token (kept only as a hash, so it can be
  // shown only now, from the address that carries it); a signed-in buyer through the order's page.
  const tracking: OrderTracking =
    viewer.kind === "guest-link"
      ? {
          guest: true,
          url: absoluteUrl(env.APP_URL, orderTrackingPath(detail.order.id, viewer.token)),
          email: detail.order.email,
        }
      : { guest: false, path: orderTrackingPath(detail.order.id) };
  return {
    tracking,
    detail,
    bankDetails: detail.order.paymentMethod === "bank_transfer" ? await getBankTransferDetails(db) : null,
    justPlaced: url.searchParams.get("placed") === "1",
    signedIn: !!actor,
    invoicePath: viewer.kind === "buyer" ? orderInvoicePath(detail.order.id) : null,
    canCancel:
      viewer.kind === "buyer" &&
      detail.parts.some((part) => part.status === "pending" || part.status === "processing"),
  };
}

/**
 * Pay now (card or mobile money awaiting payment) for buyer and guest link alike; Cancel for the signed-in
 * buyer.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, actor, env, logger } = ctx(context);
  const viewer = viewerOf(request, actor?.userId ?? null);
  const detail = viewer ? await getOrderDetail(db, { orderId: params.orderId, viewer }) : null;
  if (!viewer || !detail) throw data({ message: "Order not found" }, { status: 404 });
  const intent = (await request.formData()).get("intent");
  try {
    if (intent === "pay") {
      const back = new URL(request.url);
      const payment = await startPayment(db, {
        orderId: detail.order.id,
        checkout: hostedCheckoutFor(env),
        returnUrl: new URL(back.pathname + back.search, env.APP_URL).toString(),
      });
      return redirect(payment.redirectUrl);
    }
    if (intent === "cancel" && viewer.kind === "buyer") {
      const result = await cancelOrder(db, { userId: viewer.userId, orderId: detail.order.id });
      return {
        ok: true as const,
        message:
          result.status === "cancelled" ? "Order cancelled" : "The parts that had not shipped were cancelled",
      } satisfies OrderActionResult;
    }
    throw new AppError("VALIDATION", { message: "That cannot be done to this order." });
  } catch (error) {
    return actionFailure(error, {
      unexpected: {
        message: "Something went wrong. Please try again.",
        logger,
        context: { orderId: detail.order.id, intent },
      },
    });
  }
}

export default function OrderTracking({ loaderData, actionData }: Route.ComponentProps) {
  const { detail, bankDetails, justPlaced, signedIn, canCancel, invoicePath, tracking } = loaderData;
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:py-12">
      {justPlaced ? (
        <OrderConfirmedBanner
          orderNumber={detail.order.orderNumber}
          signedIn={signedIn}
          tracking={tracking}
        />
      ) : null}
      <OrderDetailView
        detail={detail}
        bankDetails={bankDetails}
        canCancel={canCancel}
        canAct
        invoicePath={invoicePath}
        result={actionData}
        standalone={!justPlaced}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <StatusPage
      title="Order not found"
      message="This order does not exist, or it is not yours. Sign in with the account that placed it, or open the link from your order e-mail."
    >
      <Link to={accountOrdersPath} className={buttonClassName("primary")}>
        Your orders
      </Link>
    </StatusPage>
  );
}

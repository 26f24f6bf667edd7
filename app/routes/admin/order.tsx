import { backOfficeOrderIntents } from "#common/back-office-orders";
import { adminOrderTexts } from "#common/i18n/admin-orders";
import { messages } from "#common/messages";
import { cancelOrderInBackOffice } from "#server/flows/cancel-order";
import { fulfilSubOrder } from "#server/flows/fulfil-sub-order";
import { addInternalNote } from "#server/modules/orders/add-internal-note";
import { backOfficeOrderDetail } from "#server/modules/orders/back-office-order.queries";
import { confirmBankTransfer } from "#server/modules/orders/confirm-bank-transfer";
import { refundCancelledOrder } from "#server/modules/payments/refund-cancelled-order";
import { data } from "react-router";
import { BackOfficeOrder } from "~/components/admin-orders/back-office-order";
import { actionFailure } from "~/lib/action-failure.server";
import { pageMeta } from "~/lib/meta";
import { requireOrderProcessor } from "~/lib/order-processor.server";
import { ctx, formValues } from "~/lib/route-context.server";
import type { Route } from "./+types/order";

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  pageMeta(
    loaded ? adminOrderTexts.en.title(loaded.detail.order.orderNumber) : messages.adminOrders.orderNotFound,
    undefined,
    { noindex: true },
  );

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** /admin/orders/:id: any order, for admins and staff (whoever may process orders); an unknown id is a 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  requireOrderProcessor(context);
  const detail = await backOfficeOrderDetail(ctx(context).db, { orderId: params.id });
  if (!detail) throw data({ message: messages.adminOrders.orderNotFound }, { status: 404 });
  return { detail };
}

/**
 * One action per post, told apart by `intent`; the order is the page's, never the form's. Each
 * command checks again that the actor may process orders and, in its transaction, that the move is
 * allowed from the order's state now, and audits it.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = requireOrderProcessor(context);
  const { db, env, logger, mailer, client } = ctx(context);
  const form = await request.formData();
  const intent = backOfficeOrderIntents.find((value) => value === form.get("intent"));
  // A post that names no known action is a broken form, never a change.
  if (!intent) throw data({ message: messages.errors.unexpected }, { status: 400 });
  const orderId = params.id;
  const ipAddress = client.ip;
  const subOrderId = String(form.get("subOrderId") ?? "");
  const values = formValues(form, intent === "note" ? ["note"] : ["carrier", "trackingNumber"]);
  const delivery = { mailer, appUrl: env.APP_URL, secret: env.AUTH_SECRET, logger };
  try {
    if (intent === "note") {
      await addInternalNote(db, { actor, orderId, body: form.get("note"), ipAddress });
      return { ok: true as const, intent };
    }
    if (intent === "cancel") {
      const { orderNumber } = await cancelOrderInBackOffice(db, { actor, orderId, ipAddress, ...delivery });
      return { ok: true as const, intent, orderNumber };
    }
    if (intent === "mark-paid") {
      const { orderNumber } = await confirmBankTransfer(db, { actor, orderId, ipAddress });
      return { ok: true as const, intent, orderNumber };
    }
    if (intent === "refund") {
      const { outcome, amount, currency } = await refundCancelledOrder(db, {
        actor,
        orderId,
        env,
        logger,
        ipAddress,
      });
      return { ok: true as const, intent, refunded: outcome === "refunded", amount, currency };
    }
    const moved = await fulfilSubOrder(db, {
      backOffice: actor,
      orderId,
      ipAddress,
      subOrderId,
      to: form.get("to"),
      carrier: form.get("carrier"),
      trackingNumber: form.get("trackingNumber"),
      ...delivery,
    });
    return { ok: true as const, intent, subOrderId, status: moved.status };
  } catch (error) {
    return actionFailure(error, {
      values,
      extra: { intent, subOrderId },
      unexpected: { message: adminOrderTexts.en.failed, logger, context: { intent, orderId, subOrderId } },
    });
  }
}

export default function AdminOrder({ loaderData, actionData }: Route.ComponentProps) {
  return <BackOfficeOrder detail={loaderData.detail} result={actionData} />;
}

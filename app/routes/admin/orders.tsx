import { orderInvoiceTexts } from "#common/i18n/order-invoice";
import { pageParam } from "#common/paging";
import { orderInvoicePath } from "#common/paths";
import { canProcessOrders, confirmBankTransfer } from "#server/modules/orders/confirm-bank-transfer";
import { listOrdersForBackOffice } from "#server/modules/orders/orders.queries";
import { data, Form, Link, useNavigation } from "react-router";
import { FilterTabs } from "~/components/ui/filter-tabs";
import { Badge } from "~/components/catalog/badge";
import {
  orderStatusLabels,
  statusTone,
  paymentMethodNames,
  paymentStatusLabels,
} from "~/components/orders/order-labels";
import { Button } from "~/components/ui/button";
import { FormError, FormSuccess } from "~/components/ui/field";
import { Pagination } from "~/components/ui/pagination";
import { pageMeta } from "~/lib/meta";
import { actionFailure } from "~/lib/action-failure.server";
import { ctx, requireActor } from "~/lib/route-context.server";
import type { Route } from "./+types/orders";
import { useFormat, usePageTexts } from "~/lib/locale";

export const meta: Route.MetaFunction = () => pageMeta("Orders", undefined, { noindex: true });

function requireOrderProcessor(context: Route.LoaderArgs["context"]) {
  const actor = requireActor(context);
  if (!canProcessOrders(actor))
    throw data({ message: "You do not have the required permission to access this page" }, { status: 403 });
  return actor;
}

/** /admin/orders: every order, newest first; the bank transfers still to confirm on their own tab. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireOrderProcessor(context);
  const params = new URL(request.url).searchParams;
  const awaitingTransfer = params.get("show") === "transfers";
  return {
    awaitingTransfer,
    page: await listOrdersForBackOffice(ctx(context).db, {
      page: pageParam(params.get("page")),
      awaitingTransfer,
    }),
  };
}

/** Confirms that a bank transfer arrived (the order waits for this). */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireOrderProcessor(context);
  const orderId = String((await request.formData()).get("orderId") ?? "");
  try {
    const order = await confirmBankTransfer(ctx(context).db, { actor, orderId });
    return { ok: true as const, orderId, message: `Payment for ${order.orderNumber} confirmed.` };
  } catch (error) {
    return actionFailure(error, { extra: { orderId } });
  }
}

/** A payment that arrived when the order no longer took money (already paid or cancelled), and its refund. */
const extraPaymentLabels = {
  pending: (amount: string) => `Extra payment of ${amount}: refund pending`,
  refunded: (amount: string) => `Extra payment of ${amount} refunded`,
  failed: (amount: string) =>
    `Extra payment of ${amount}: the provider refused the refund. Refund it from the provider's dashboard.`,
};

export default function AdminOrders({ loaderData, actionData }: Route.ComponentProps) {
  const format = useFormat();
  const invoiceTexts = usePageTexts(orderInvoiceTexts);
  const { page, awaitingTransfer } = loaderData;
  const navigation = useNavigation();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight">Orders</h1>
      <FilterTabs
        label="Order lists"
        tabs={[
          { to: "/admin/orders", label: "All orders", current: !awaitingTransfer },
          {
            to: "/admin/orders?show=transfers",
            label: "Bank transfers to confirm",
            current: awaitingTransfer,
          },
        ]}
      />
      {actionData?.ok ? <FormSuccess message={actionData.message} /> : null}
      {actionData && !actionData.ok ? <FormError message={actionData.message} /> : null}
      {page.total === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-6 py-12 text-center text-muted-foreground">
          {awaitingTransfer ? "No bank transfers are waiting." : "No orders yet."}
        </p>
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border bg-card">
          {page.rows.map((order) => (
            <li key={order.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div>
                <p className="font-semibold">Order {order.orderNumber}</p>
                <p className="text-sm text-muted-foreground">
                  {format.dateTime(order.createdAt)} · {order.email} ·{" "}
                  {paymentMethodNames[order.paymentMethod]} · {paymentStatusLabels[order.paymentStatus]}
                </p>
                {order.refunds.map((refund, index) => (
                  <p
                    key={index}
                    className={
                      refund.refundStatus === "failed"
                        ? "text-sm font-medium text-destructive-text"
                        : "text-sm"
                    }
                  >
                    {extraPaymentLabels[refund.refundStatus](format.money(refund.amount, refund.currency))}
                  </p>
                ))}
              </div>
              <div className="flex flex-wrap items-center gap-3">
                <Link
                  to={orderInvoicePath(order.id)}
                  aria-label={invoiceTexts.invoiceOf(order.orderNumber)}
                  className="text-sm underline"
                >
                  {invoiceTexts.invoice}
                </Link>
                <span className="font-semibold tabular-nums">
                  {format.money(order.totalAmount, order.currency)}
                </span>
                <Badge tone={statusTone(order.status)}>{orderStatusLabels[order.status]}</Badge>
                {order.paymentMethod === "bank_transfer" &&
                order.paymentStatus === "awaiting_payment" &&
                order.status !== "cancelled" ? (
                  <Form
                    method="post"
                    onSubmit={(event) => {
                      if (
                        !window.confirm(
                          `Confirm that ${format.money(order.totalAmount, order.currency)} for ${order.orderNumber} arrived in the bank account?`,
                        )
                      )
                        event.preventDefault();
                    }}
                  >
                    <input type="hidden" name="orderId" value={order.id} />
                    <Button
                      type="submit"
                      size="sm"
                      disabled={navigation.formData?.get("orderId") === order.id}
                      aria-label={`Confirm payment received: order ${order.orderNumber}`}
                    >
                      Confirm payment received
                    </Button>
                  </Form>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page.page} total={page.total} pageSize={page.pageSize} label="Order pages" />
    </div>
  );
}

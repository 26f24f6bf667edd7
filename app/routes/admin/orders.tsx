import { adminOrdersListTexts } from "#common/i18n/admin-orders";
import { orderInvoiceTexts } from "#common/i18n/order-invoice";
import { pageParam } from "#common/paging";
import { adminOrderPath, adminOrdersPath, orderInvoicePath } from "#common/paths";
import { confirmBankTransfer } from "#server/modules/orders/confirm-bank-transfer";
import { listOrdersForBackOffice } from "#server/modules/orders/orders.queries";
import { Link, useLocation, useNavigation } from "react-router";
import { FilterTabs } from "~/components/ui/filter-tabs";
import { Badge } from "~/components/catalog/badge";
import { statusTone, useOrderLabels } from "~/components/orders/order-labels";
import { ConfirmForm } from "~/components/rfq/confirm-form";
import { FormError, FormSuccess } from "~/components/ui/field";
import { Pagination } from "~/components/ui/pagination";
import { textLinkClassName } from "~/components/ui/text-link";
import { pageMeta } from "~/lib/meta";
import { actionFailure } from "~/lib/action-failure.server";
import { requireOrderProcessor } from "~/lib/order-processor.server";
import { ctx } from "~/lib/route-context.server";
import type { Route } from "./+types/orders";
import { useFormat, usePageTexts } from "~/lib/locale";

export const meta: Route.MetaFunction = () =>
  pageMeta(adminOrdersListTexts.en.title, undefined, { noindex: true });

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
    const { db, client } = ctx(context);
    const order = await confirmBankTransfer(db, { actor, orderId, ipAddress: client.ip });
    return { ok: true as const, orderId, message: adminOrdersListTexts.en.confirmed(order.orderNumber) };
  } catch (error) {
    return actionFailure(error, { extra: { orderId } });
  }
}

export default function AdminOrders({ loaderData, actionData }: Route.ComponentProps) {
  const labels = useOrderLabels();
  const texts = usePageTexts(adminOrdersListTexts);
  const format = useFormat();
  const invoiceTexts = usePageTexts(orderInvoiceTexts);
  const { page, awaitingTransfer } = loaderData;
  const navigation = useNavigation();
  // The confirmation posts back to the list as it is (its tab and page).
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight">{texts.title}</h1>
      <FilterTabs
        label={texts.tabsLabel}
        tabs={[
          { to: adminOrdersPath, label: texts.allOrders, current: !awaitingTransfer },
          {
            to: `${adminOrdersPath}?show=transfers`,
            label: texts.transfersToConfirm,
            current: awaitingTransfer,
          },
        ]}
      />
      {actionData?.ok ? <FormSuccess message={actionData.message} /> : null}
      {actionData && !actionData.ok ? <FormError message={actionData.message} /> : null}
      {page.total === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-6 py-12 text-center text-muted-foreground">
          {awaitingTransfer ? texts.noTransfers : texts.noOrders}
        </p>
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border bg-card">
          {page.rows.map((order) => (
            <li key={order.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div>
                <p className="font-semibold">
                  <Link to={adminOrderPath(order.id)} className={textLinkClassName}>
                    {texts.orderLink(order.orderNumber)}
                  </Link>
                </p>
                <p className="text-sm text-muted-foreground">
                  {format.dateTime(order.createdAt)} · {order.email} ·{" "}
                  {labels.paymentMethod[order.paymentMethod]} · {labels.paymentStatus[order.paymentStatus]}
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
                    {texts.refundLabels[refund.refundStatus](format.money(refund.amount, refund.currency))}
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
                <Badge tone={statusTone(order.status)}>{labels.orderStatus[order.status]}</Badge>
                {order.paymentMethod === "bank_transfer" &&
                order.paymentStatus === "awaiting_payment" &&
                order.status !== "cancelled" ? (
                  <ConfirmForm
                    action={here}
                    fields={{ orderId: order.id }}
                    trigger={{
                      text: texts.confirmTransfer,
                      label: texts.confirmTransferLabel(order.orderNumber),
                    }}
                    question={texts.confirmTransferQuestion(
                      format.money(order.totalAmount, order.currency),
                      order.orderNumber,
                    )}
                    confirmText={texts.confirm}
                    cancelText={texts.cancel}
                    closeText={texts.closeDialog}
                    busy={navigation.formData?.get("orderId") === order.id}
                  />
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page.page} total={page.total} pageSize={page.pageSize} label={texts.pagesLabel} />
    </div>
  );
}

import { purchaseOrderPath, vendorOrdersPath, vendorOrdersWithStatusPath } from "#common/paths";
import { QuotedPriceNote } from "~/components/rfq/quoted-price-note";
import { type ActionFailure, formMessage } from "#common/action-failure";
import type { PageOf } from "#common/catalog";
import { formatCount } from "#common/catalog";
import { messages } from "#common/messages";
import { paymentAllowsShipping } from "#common/order-payment";
import type { OrderItem, VendorSubOrder } from "#common/views/orders";
import { Package } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { FilterTabs } from "~/components/ui/filter-tabs";
import { Badge } from "~/components/catalog/badge";
import { Button } from "~/components/ui/button";
import { FormError, FormSuccess, TextField } from "~/components/ui/field";
import { Pagination } from "~/components/ui/pagination";
import { statusTone, useOrderLabels } from "./order-labels";
import { useFormat } from "~/lib/locale";

export const vendorOrderFilters = ["pending", "processing", "shipped", "delivered", "cancelled"] as const;

export type VendorOrderActionResult = ({ ok: true; message: string } | ActionFailure) & {
  subOrderId: string;
};

const nextStep: Partial<Record<VendorSubOrder["status"], { to: string; label: string }>> = {
  pending: { to: "processing", label: "Start processing" },
  processing: { to: "shipped", label: "Mark shipped" },
  shipped: { to: "delivered", label: "Mark delivered" },
};

function NextStepForm({
  order,
  result,
}: {
  order: VendorSubOrder;
  result: VendorOrderActionResult | undefined;
}) {
  const navigation = useNavigation();
  const step = nextStep[order.status];
  if (!step) return null;
  if (step.to === "shipped" && !paymentAllowsShipping(order.paymentStatus))
    return <p className="mt-3 text-sm text-muted-foreground">{messages.payments.shipUnpaid}</p>;
  const failure = result?.subOrderId === order.id && !result.ok ? result : undefined;
  const busy = navigation.formData?.get("subOrderId") === order.id;
  return (
    <Form method="post" className="mt-3 space-y-3" noValidate>
      <input type="hidden" name="subOrderId" value={order.id} />
      <input type="hidden" name="to" value={step.to} />
      <FormError message={formMessage(failure)} />
      {step.to === "shipped" ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label="Carrier" name="carrier" required error={failure?.fieldErrors?.carrier} />
          <TextField
            label="Tracking number"
            name="trackingNumber"
            required
            error={failure?.fieldErrors?.trackingNumber}
          />
        </div>
      ) : null}
      <Button
        type="submit"
        size="sm"
        disabled={busy}
        aria-label={`${step.label}: order ${order.orderNumber}`}
      >
        {busy ? "Saving…" : step.label}
      </Button>
    </Form>
  );
}

/** The vendor's orders: its own items of each order, where they go, and the next fulfilment step. */
export function VendorOrders({
  page,
  status,
  result,
}: {
  page: PageOf<VendorSubOrder>;
  status: string | null;
  result: VendorOrderActionResult | undefined;
}) {
  const labels = useOrderLabels();
  const format = useFormat();
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Orders</h1>
      <FilterTabs
        label="Order status"
        tabs={[
          { to: vendorOrdersPath, label: "All", current: !status },
          ...vendorOrderFilters.map((filter) => ({
            to: vendorOrdersWithStatusPath(filter),
            label: labels.orderStatus[filter] ?? filter,
            current: status === filter,
          })),
        ]}
      />
      {result?.ok ? <FormSuccess message={result.message} /> : null}
      {page.total === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border px-6 py-16 text-center">
          <Package aria-hidden="true" className="size-10 text-muted-foreground" />
          <p className="text-muted-foreground">
            {status
              ? `No ${labels.orderStatus[status]?.toLowerCase()} orders.`
              : "Orders for your products will appear here."}
          </p>
        </div>
      ) : (
        <ul className="space-y-4">
          {page.rows.map((order) => (
            <li key={order.id} className="rounded-lg border border-border bg-card p-4">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <h2 className="font-semibold">Order {order.orderNumber}</h2>
                  <p className="text-sm text-muted-foreground">
                    {format.dateTime(order.createdAt)} · {labels.paymentStatus[order.paymentStatus]}
                  </p>
                </div>
                <Badge tone={statusTone(order.status)}>{labels.orderStatus[order.status]}</Badge>
              </div>
              <ul className="mt-3 divide-y divide-border text-sm">
                {order.items.map((item) => (
                  <li key={item.id} className="flex justify-between gap-4 py-1.5">
                    <span>
                      {formatCount(item.quantity)} × {item.productName}{" "}
                      <span className="text-muted-foreground">({item.sku})</span>
                      <QuotedPriceNote quoteId={item.quoteId} />
                      <ItemCustomization item={item} />
                    </span>
                    <span className="tabular-nums">{format.money(item.total, order.currency)}</span>
                  </li>
                ))}
              </ul>
              <p className="mt-2 text-sm">
                Ship to {order.shipTo.firstName} {order.shipTo.lastName},{" "}
                {[order.shipTo.city, order.shipTo.country].filter(Boolean).join(", ")} ·{" "}
                {order.shippingMethod}
              </p>
              <p className="text-sm text-muted-foreground">
                Your part {format.money(order.subtotal, order.currency)} · commission{" "}
                {format.money(order.commissionAmount, order.currency)}
                {order.trackingNumber ? ` · ${order.carrier} ${order.trackingNumber}` : ""}
                {order.purchaseOrderNumber ? ` · PO ${order.purchaseOrderNumber}` : ""}
              </p>
              {order.hasPurchaseOrderFile ? (
                <a href={purchaseOrderPath(order.orderId)} className="text-sm underline" download>
                  Download the purchase order of {order.orderNumber}
                </a>
              ) : null}
              <NextStepForm order={order} result={result} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page.page} total={page.total} pageSize={page.pageSize} label="Order pages" />
    </div>
  );
}

/** The customization the buyer chose for an item, option by option, as the vendor makes it. */
export function ItemCustomization({ item }: { item: OrderItem }) {
  if (item.customization.length === 0) return null;
  return (
    <ul className="mt-0.5 text-muted-foreground">
      {item.customization.map((choice) => (
        <li key={choice.optionName}>
          {choice.optionName === choice.shown ? choice.optionName : `${choice.optionName}: ${choice.shown}`}
        </li>
      ))}
    </ul>
  );
}

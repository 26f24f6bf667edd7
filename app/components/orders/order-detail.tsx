import { accountOrdersPath, orderTrackingPath, purchaseOrderPath } from "#common/paths";
import { QuotedPriceNote } from "~/components/rfq/quoted-price-note";
import type { ActionFailure } from "#common/action-failure";
import { formatCount } from "#common/catalog";
import { lateChargePercentPerMonth, type CheckoutPaymentMethod } from "#common/schemas/checkout";
import type { BankTransferDetails, OrderDetail } from "#common/views/orders";
import { CircleCheck, Copy } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { Badge } from "~/components/catalog/badge";
import { PriceBreakdown } from "~/components/cart/cart-summary";
import { Button, buttonClassName } from "~/components/ui/button";
import { FormError, FormSuccess, inputClassName } from "~/components/ui/field";
import { statusTone, useOrderLabels } from "./order-labels";
import { useFormat, usePageTexts, useT } from "~/lib/locale";
import { toast } from "~/lib/toast";
import { orderConfirmationTexts } from "#common/i18n/order-confirmation";
import { ItemCustomization } from "./vendor-orders";
import { InvoiceLink } from "./order-invoice";

export type OrderActionResult = { ok: true; message: string } | ActionFailure;

/**
 * How the buyer finds the order again: a signed-in buyer through the order's page, a guest only
 * through the link carrying the order's token (`url`, absolute), which the confirmation e-mail to
 * `email` carries too.
 */
export type OrderTracking = { guest: false; path: string } | { guest: true; url: string; email: string };

/** "Order Confirmed": shown above the order after it is placed and on /order-success. */
export function OrderConfirmedBanner({
  orderNumber,
  signedIn,
  tracking,
}: {
  orderNumber: string;
  signedIn: boolean;
  tracking: OrderTracking;
}) {
  const texts = usePageTexts(orderConfirmationTexts);
  return (
    <section
      aria-labelledby="order-confirmed-title"
      className="rounded-lg border border-border bg-card p-6 text-center"
    >
      <CircleCheck aria-hidden="true" className="mx-auto size-12 text-primary-text" />
      <h1 id="order-confirmed-title" className="mt-3 text-2xl font-semibold">
        Order Confirmed
      </h1>
      <p className="mt-1 text-muted-foreground">
        Thank you. Your order {orderNumber} has been placed and a confirmation is on its way to your e-mail.
      </p>
      {tracking.guest ? <GuestTrackingLink url={tracking.url} email={tracking.email} /> : null}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClassName("secondary")}>
          Continue Shopping
        </Link>
        {tracking.guest ? null : (
          <Link to={tracking.path} className={buttonClassName("secondary")}>
            {texts.trackOrder}
          </Link>
        )}
        {signedIn ? (
          <Link to={accountOrdersPath} className={buttonClassName("primary")}>
            View Your Orders
          </Link>
        ) : null}
      </div>
    </section>
  );
}

/** The guest's tracking link, readable and selectable without JavaScript, and a button that copies it. */
function GuestTrackingLink({ url, email }: { url: string; email: string }) {
  const texts = usePageTexts(orderConfirmationTexts);
  const t = useT();
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t.product.linkCopied);
    } catch {
      toast.error(texts.copyFailed);
    }
  }
  return (
    <div className="mx-auto mt-6 max-w-xl rounded-md border border-border bg-muted/40 p-4 text-left">
      <h2 className="font-semibold">{texts.guestLinkTitle}</h2>
      <p className="mt-1 text-sm text-muted-foreground">{texts.guestLinkText(email)}</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <label className="sr-only" htmlFor="guest-tracking-link">
          {texts.guestLinkLabel}
        </label>
        <input
          id="guest-tracking-link"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className={`${inputClassName} min-w-0 flex-1 font-mono`}
        />
        <Button variant="secondary" className="requires-js" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          {texts.copyLink}
        </Button>
      </div>
    </div>
  );
}

/** How the order gets paid, with what the buyer still has to do. */
function PaymentPanel({
  order,
  bankDetails,
  canAct,
}: {
  order: OrderDetail["order"];
  bankDetails: BankTransferDetails | null;
  canAct: boolean;
}) {
  const labels = useOrderLabels();
  const format = useFormat();
  const navigation = useNavigation();
  const paying = navigation.formData?.get("intent") === "pay";
  const method = order.paymentMethod as CheckoutPaymentMethod;
  return (
    <section aria-labelledby="payment-title" className="rounded-lg border border-border bg-card p-4 text-sm">
      <h2 id="payment-title" className="font-semibold">
        Payment
      </h2>
      <p className="mt-1">
        {labels.paymentMethod[method]} ·{" "}
        <span className="font-medium">{labels.paymentStatus[order.paymentStatus]}</span>
      </p>
      {order.paymentStatus === "awaiting_payment" && method === "bank_transfer" ? (
        bankDetails ? (
          <div className="mt-2 rounded-md bg-muted p-3">
            <p>
              Transfer {format.money(order.totalAmount, order.currency)} to {bankDetails.accountName},{" "}
              {bankDetails.bankName}, account {bankDetails.accountNumber}, with{" "}
              <span className="font-semibold">{order.orderNumber}</span> as the reference. Transfers are
              confirmed in 1–2 business days.
            </p>
          </div>
        ) : (
          <p className="mt-2">
            Use {order.orderNumber} as the reference of your transfer. Transfers are confirmed in 1–2 business
            days.
          </p>
        )
      ) : null}
      {order.paymentStatus === "awaiting_payment" &&
      (method === "card" || method === "mobile_money") &&
      !canAct ? (
        <Link to={orderTrackingPath(order.id)} className={`mt-3 ${buttonClassName("primary")}`}>
          Pay now
        </Link>
      ) : null}
      {order.paymentStatus === "awaiting_payment" &&
      (method === "card" || method === "mobile_money") &&
      canAct ? (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="pay" />
          <Button type="submit" disabled={paying}>
            {paying
              ? "Opening the payment page…"
              : `Pay ${format.money(order.totalAmount, order.currency)} now`}
          </Button>
        </Form>
      ) : null}
      {order.netTerms && order.paymentDueAt ? (
        <p className="mt-2">
          Due by {format.dateTime(order.paymentDueAt)} ({order.netTerms.replace("net_", "Net ")} days). Late
          payments carry a {lateChargePercentPerMonth}% monthly charge.
        </p>
      ) : null}
      {order.purchaseOrderNumber ? <p className="mt-2">PO number {order.purchaseOrderNumber}</p> : null}
      {order.hasPurchaseOrderFile ? (
        <a href={purchaseOrderPath(order.id)} className="mt-1 inline-block underline" download>
          Download the purchase order
        </a>
      ) : null}
    </section>
  );
}

/** One order: each vendor's part with its status and tracking, the totals, payment and the history. */
export function OrderDetailView({
  detail,
  bankDetails,
  canCancel,
  canAct,
  result,
  invoicePath,
  standalone = true,
}: {
  /** The order's invoice, for its signed-in buyer (a guest link offers none). */
  invoicePath: string | null;
  /** The order is the page's subject (its number is the h1), not under an Order Confirmed banner. */
  standalone?: boolean;
  detail: OrderDetail;
  bankDetails: BankTransferDetails | null;
  canCancel: boolean;
  canAct: boolean;
  result: OrderActionResult | undefined;
}) {
  const labels = useOrderLabels();
  const format = useFormat();
  const { order, parts, history } = detail;
  const Title = standalone ? "h1" : "h2";
  const navigation = useNavigation();
  const cancelling = navigation.formData?.get("intent") === "cancel";
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <Title className="text-2xl font-semibold tracking-tight">Order {order.orderNumber}</Title>
          <p className="text-sm text-muted-foreground">Placed {format.dateTime(order.createdAt)}</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Badge tone={statusTone(order.status)}>{labels.orderStatus[order.status]}</Badge>
          {invoicePath ? <InvoiceLink to={invoicePath} /> : null}
        </div>
      </div>
      {result && !result.ok ? <FormError message={result.message} /> : null}
      {result?.ok ? <FormSuccess message={result.message} /> : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-4">
          {parts.map((part) => (
            <section
              key={part.id}
              aria-label={`From ${part.vendorName}`}
              className="rounded-lg border border-border bg-card p-4"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold">From {part.vendorName}</h3>
                <Badge tone={statusTone(part.status)}>{labels.orderStatus[part.status]}</Badge>
              </div>
              {part.trackingNumber ? (
                <p className="mt-1 text-sm">
                  Shipped with {part.carrier}, tracking number{" "}
                  <span className="font-medium">{part.trackingNumber}</span>
                </p>
              ) : null}
              <ul className="mt-3 divide-y divide-border text-sm">
                {part.items.map((item) => (
                  <li key={item.id} className="flex justify-between gap-4 py-2">
                    <span>
                      {formatCount(item.quantity)} × {item.productName}
                      <span className="block text-muted-foreground">
                        {format.money(item.price, order.currency)} per unit · SKU {item.sku}
                      </span>
                      <QuotedPriceNote quoteId={item.quoteId} />
                      <ItemCustomization item={item} />
                    </span>
                    <span className="tabular-nums">{format.money(item.total, order.currency)}</span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <section aria-labelledby="history-title" className="rounded-lg border border-border bg-card p-4">
            <h3 id="history-title" className="font-semibold">
              Status history
            </h3>
            <ol className="mt-3 space-y-3 border-l border-border pl-4 text-sm">
              {history.map((entry) => (
                <li key={entry.id}>
                  <p className="font-medium">
                    {labels.orderStatus[entry.status] ?? entry.status}
                    {entry.subOrderId ? (
                      <span className="font-normal text-muted-foreground">
                        {" "}
                        · {parts.find((part) => part.id === entry.subOrderId)?.vendorName}
                      </span>
                    ) : null}
                  </p>
                  <p className="text-muted-foreground">{entry.notes}</p>
                  <p className="text-xs text-muted-foreground">{format.dateTime(entry.createdAt)}</p>
                </li>
              ))}
            </ol>
          </section>
        </div>
        <div className="space-y-4">
          <section
            aria-labelledby="totals-title"
            className="rounded-lg border border-border bg-card p-4 text-sm"
          >
            <h3 id="totals-title" className="font-semibold">
              Totals
            </h3>
            <PriceBreakdown
              className="mt-2 space-y-1"
              figures={{
                currency: order.currency,
                subtotalLabel: "Subtotal",
                listSubtotal: order.listSubtotal,
                volumeSavings: order.listSubtotal - order.subtotal,
                corporateDiscount: order.corporateDiscount,
                promoCode: order.promoDiscount > 0 ? order.promoCode : null,
                promoDiscount: order.promoDiscount,
                shippingLabel: "Shipping",
                shipping: order.shippingCost,
                tax: order.taxAmount,
                total: order.totalAmount,
              }}
            />
          </section>
          <PaymentPanel order={order} bankDetails={bankDetails} canAct={canAct} />
          <section
            aria-labelledby="ship-to-title"
            className="rounded-lg border border-border bg-card p-4 text-sm"
          >
            <h3 id="ship-to-title" className="font-semibold">
              Ship to
            </h3>
            <p className="mt-1">
              {order.shippingAddress.firstName} {order.shippingAddress.lastName}
            </p>
            <p className="text-muted-foreground">
              {[
                order.shippingAddress.address1,
                order.shippingAddress.address2,
                order.shippingAddress.city,
                order.shippingAddress.state,
                order.shippingAddress.postalCode,
                order.shippingAddress.country,
              ]
                .filter(Boolean)
                .join(", ")}
            </p>
          </section>
          {canCancel ? (
            <Form
              method="post"
              onSubmit={(event) => {
                if (!window.confirm("Cancel the parts of this order that have not shipped?"))
                  event.preventDefault();
              }}
            >
              <input type="hidden" name="intent" value="cancel" />
              <Button type="submit" variant="destructive" className="w-full" disabled={cancelling}>
                {cancelling ? "Cancelling…" : "Cancel order"}
              </Button>
            </Form>
          ) : null}
        </div>
      </div>
    </div>
  );
}

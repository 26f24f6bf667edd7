import { orderInvoiceTexts } from "#common/i18n/order-invoice";
import { formatCount } from "#common/catalog";
import type { CheckoutPaymentMethod } from "#common/schemas/checkout";
import type { OrderDetail } from "#common/views/orders";
import { Printer } from "lucide-react";
import { Fragment } from "react";
import { Link } from "react-router";
import { SummaryRow } from "~/components/cart/cart-summary";
import { QuotedPriceNote } from "~/components/rfq/quoted-price-note";
import { siteName } from "~/components/shell/nav-links";
import { Button, buttonClassName } from "~/components/ui/button";
import { useFormat, usePageTexts } from "~/lib/locale";
import { useOrderLabels } from "./order-labels";
import { ItemCustomization } from "./vendor-orders";

/** An address as one line, its empty parts left out. */
function addressLine(address: Record<string, string>): string {
  return [
    address.address1,
    address.address2,
    address.city,
    address.state,
    address.postalCode,
    address.country,
  ]
    .filter(Boolean)
    .join(", ");
}

/** Labelled facts side by side: the invoice's numbers and dates, the payment. */
function Facts({ facts, className }: { facts: (readonly [string, string])[]; className: string }) {
  return (
    <dl className={`grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 ${className}`}>
      {facts.map(([label, value]) => (
        <Fragment key={label}>
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="break-all">{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/**
 * The printable invoice of an order: the marketplace issues it, each vendor sells its own lines, and
 * every figure is the order's as stored at placement.
 */
export function OrderInvoice({
  invoiceNumber,
  detail,
  orderPath,
}: {
  invoiceNumber: string;
  detail: OrderDetail;
  /** Where the viewer's own view of the order is. */
  orderPath: string;
}) {
  const labels = useOrderLabels();
  const texts = usePageTexts(orderInvoiceTexts);
  const format = useFormat();
  const { order, parts } = detail;
  const money = (amount: number) => format.money(amount, order.currency);
  const business = order.businessInformation;
  const poNumber = order.purchaseOrderNumber || business?.poNumber || null;
  const volumeSavings = order.listSubtotal - order.subtotal;
  return (
    <article
      aria-labelledby="invoice-title"
      className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 print:p-0"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to={orderPath} className="text-sm underline">
          {texts.backToOrder}
        </Link>
        <Button type="button" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          {texts.print}
        </Button>
      </div>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 id="invoice-title" className="text-2xl font-semibold tracking-tight">
            {texts.title(invoiceNumber)}
          </h1>
          <p className="mt-1 text-sm text-muted-foreground">
            {texts.issuer}: <span className="font-medium text-foreground">{siteName}</span>
          </p>
        </div>
        <Facts
          className="text-sm"
          facts={[
            [texts.invoiceNumber, invoiceNumber],
            [texts.orderNumber, order.orderNumber],
            [texts.issued, format.date(order.createdAt)],
          ]}
        />
      </header>
      <div className="grid gap-4 text-sm sm:grid-cols-2">
        <section aria-labelledby="bill-to-title">
          <h2 id="bill-to-title" className="font-semibold">
            {texts.billTo}
          </h2>
          {business?.businessName ? (
            <p className="mt-1">
              {texts.company}: {business.businessName}
            </p>
          ) : null}
          {business?.taxId ? (
            <p>
              {texts.taxId}: {business.taxId}
            </p>
          ) : null}
          {poNumber ? (
            <p>
              {texts.poNumber}: {poNumber}
            </p>
          ) : null}
          <p className="mt-1">
            {order.shippingAddress.firstName} {order.shippingAddress.lastName}
          </p>
          <p className="break-all">{order.email}</p>
        </section>
        <section aria-labelledby="invoice-ship-to-title">
          <h2 id="invoice-ship-to-title" className="font-semibold">
            {texts.shipTo}
          </h2>
          <p className="mt-1">
            {order.shippingAddress.firstName} {order.shippingAddress.lastName}
          </p>
          <p>{addressLine(order.shippingAddress)}</p>
        </section>
      </div>
      {parts.map((part) => (
        <section key={part.id} aria-label={texts.soldBy(part.vendorName)} className="text-sm">
          <h2 className="font-semibold">{texts.soldBy(part.vendorName)}</h2>
          <div className="mt-2 overflow-x-auto">
            <table className="w-full border-collapse">
              <thead>
                <tr className="border-b border-border text-left text-muted-foreground">
                  <th scope="col" className="py-2 pr-2 font-medium">
                    {texts.product}
                  </th>
                  {[texts.quantity, texts.unitPrice, texts.lineTotal].map((heading) => (
                    <th key={heading} scope="col" className="py-2 pl-2 text-right font-medium">
                      {heading}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {part.items.map((item) => (
                  <tr key={item.id} className="border-b border-border align-top">
                    <td className="py-2 pr-2">
                      <span className="font-medium">{item.productName}</span>
                      <span className="block text-muted-foreground">{texts.sku(item.sku)}</span>
                      <QuotedPriceNote quoteId={item.quoteId} />
                      <ItemCustomization item={item} />
                    </td>
                    <td className="py-2 pl-2 text-right tabular-nums">{formatCount(item.quantity)}</td>
                    <td className="py-2 pl-2 text-right tabular-nums">{money(item.price)}</td>
                    <td className="py-2 pl-2 text-right tabular-nums">{money(item.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
      <div className="grid gap-6 text-sm sm:grid-cols-2">
        <section aria-labelledby="invoice-payment-title">
          <h2 id="invoice-payment-title" className="font-semibold">
            {texts.payment}
          </h2>
          <Facts
            className="mt-1"
            facts={[
              [texts.paymentMethod, labels.paymentMethod[order.paymentMethod as CheckoutPaymentMethod]],
              [texts.paymentStatus, labels.paymentStatus[order.paymentStatus] ?? order.paymentStatus],
              ...(order.paymentDueAt ? [[texts.dueDate, format.date(order.paymentDueAt)] as const] : []),
            ]}
          />
        </section>
        <section aria-labelledby="invoice-totals-title">
          <h2 id="invoice-totals-title" className="sr-only">
            {texts.total}
          </h2>
          <dl className="space-y-1">
            <SummaryRow label={texts.subtotal} value={money(order.listSubtotal)} />
            {volumeSavings > 0 ? (
              <SummaryRow label={texts.volumeSavings} value={`−${money(volumeSavings)}`} />
            ) : null}
            {order.corporateDiscount > 0 ? (
              <SummaryRow label={texts.corporateDiscount} value={`−${money(order.corporateDiscount)}`} />
            ) : null}
            {order.promoDiscount > 0 && order.promoCode ? (
              <SummaryRow label={texts.promotion(order.promoCode)} value={`−${money(order.promoDiscount)}`} />
            ) : null}
            <SummaryRow
              label={texts.vat(format.percent(Number(order.vatRatePercent)))}
              value={money(order.taxAmount)}
            />
            <SummaryRow label={texts.shipping} value={money(order.shippingCost)} />
            <SummaryRow label={texts.total} value={money(order.totalAmount)} strong />
          </dl>
          <p className="mt-2 text-muted-foreground">{texts.currency(order.currency)}</p>
        </section>
      </div>
    </article>
  );
}

/** The link to an order's invoice, beside the order. */
export function InvoiceLink({ to }: { to: string }) {
  const texts = usePageTexts(orderInvoiceTexts);
  return (
    <Link to={to} className={buttonClassName("secondary")}>
      {texts.viewInvoice}
    </Link>
  );
}

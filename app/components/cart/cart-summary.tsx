import { cartPath } from "#common/paths";
import type { LadderStep } from "#common/pricing/bulk-ladder";
import type { CartView } from "#common/views/cart";
import { Banknote, Building2, CreditCard, FileText, Smartphone, Tag } from "lucide-react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { inputClassName } from "~/components/ui/field";
import type { CartActionResult } from "./cart-action-result";
import { useCartResultToast } from "./use-cart-result";
import { useFormat, usePageTexts } from "~/lib/locale";
import { cartPageTexts } from "#common/i18n/cart-page";

const panel = "rounded-lg border border-border bg-card p-4";

/** Shipping methods from the table; freight appears once the cart holds enough units. */
export function ShippingPicker({ cart }: { cart: CartView }) {
  const format = useFormat();
  const page = usePageTexts(cartPageTexts);
  const fetcher = useFetcher<CartActionResult>();
  useCartResultToast(fetcher.data);
  return (
    // Keyed by the saved choice, so the radios follow the server when it settles on another method.
    <fetcher.Form key={cart.shippingMethod} method="post" action={cartPath} className={panel}>
      <input type="hidden" name="intent" value="shipping" />
      <fieldset>
        <legend className="font-semibold">{page.shippingMethod}</legend>
        <div className="mt-3 space-y-2">
          {cart.shippingMethods.map((method) => (
            <label
              key={method.code}
              className={`flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm has-[:checked]:border-primary ${method.available ? "border-border" : "cursor-not-allowed border-border opacity-60"}`}
            >
              <input
                type="radio"
                name="shippingMethod"
                value={method.code}
                defaultChecked={cart.shippingMethod === method.code}
                disabled={!method.available}
                onChange={(event) => fetcher.submit(event.currentTarget.form)}
                className="mt-0.5 size-4 accent-primary"
              />
              <span className="flex-1">
                <span className="block font-medium">{method.name}</span>
                <span className="block text-muted-foreground">
                  {method.deliveryTime}
                  {method.available ? "" : ` · ${page.shippingNeedsUnits(format.number(method.minUnits))}`}
                </span>
              </span>
              <span className="font-medium tabular-nums">
                {method.price === 0 ? page.free : format.money(method.price)}
              </span>
            </label>
          ))}
        </div>
        <Button type="submit" variant="secondary" size="sm" className="mt-3 [html.js_&]:hidden">
          {page.updateShipping}
        </Button>
      </fieldset>
    </fetcher.Form>
  );
}

/** Promo box: only real, current codes are accepted; the applied code can be removed. */
export function PromoCodeBox({ cart }: { cart: CartView }) {
  const fetcher = useFetcher<CartActionResult>();
  const page = usePageTexts(cartPageTexts);
  useCartResultToast(fetcher.data);
  const busy = fetcher.state !== "idle";
  const error =
    fetcher.data && !fetcher.data.ok && fetcher.data.intent === "apply-promo" ? fetcher.data.message : null;
  const applied = cart.pricing.promotion;
  return (
    <div className={panel}>
      <h2 className="font-semibold">{page.promoCode}</h2>
      {cart.promoCode ? (
        <fetcher.Form
          method="post"
          action={cartPath}
          className="mt-3 flex items-center justify-between gap-2 text-sm"
        >
          <input type="hidden" name="intent" value="remove-promo" />
          <p>
            <Tag aria-hidden="true" className="mr-1 inline size-4" />
            <span className="font-medium">{cart.promoCode}</span>
            {applied ? (
              <span className="text-muted-foreground"> · {applied.description}</span>
            ) : (
              <span className="text-destructive-text"> · {page.promoNoLongerApplies}</span>
            )}
          </p>
          <Button type="submit" variant="ghost" size="sm" disabled={busy}>
            {page.remove}
          </Button>
        </fetcher.Form>
      ) : (
        <fetcher.Form method="post" action={cartPath} className="mt-3" noValidate>
          <input type="hidden" name="intent" value="apply-promo" />
          <label htmlFor="promo-code" className="sr-only">
            {page.promoCode}
          </label>
          <div className="flex gap-2">
            <input
              id="promo-code"
              name="promoCode"
              autoComplete="off"
              placeholder={page.enterCode}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "promo-code-error" : undefined}
              className={`${inputClassName} uppercase`}
            />
            <Button type="submit" variant="secondary" disabled={busy}>
              {busy ? page.applying : page.apply}
            </Button>
          </div>
          {error ? (
            <p id="promo-code-error" role="alert" className="mt-2 text-sm text-destructive-text">
              {error}
            </p>
          ) : null}
        </fetcher.Form>
      )}
    </div>
  );
}

/** One figure of a price breakdown: its label and amount, the total in bold. */
export function SummaryRow({
  label,
  value,
  strong = false,
}: {
  label: string;
  value: string;
  strong?: boolean;
}) {
  return (
    <div
      className={`flex justify-between gap-4 ${strong ? "border-t border-border pt-3 text-base font-semibold" : ""}`}
    >
      <dt className={strong ? "" : "text-muted-foreground"}>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

export interface PriceBreakdownFigures {
  currency: string;
  subtotalLabel: string;
  listSubtotal: number;
  volumeSavings: number;
  corporateDiscount: number;
  /** The promotion's code, or null for no promotion row. */
  promoCode: string | null;
  promoDiscount: number;
  shippingLabel: string;
  shipping: number;
  tax: number;
  /** The VAT rate charged, shown beside "VAT" when given (a cart's rate depends on its destination). */
  vatRatePercent?: number;
  total: number;
}

/**
 * The figures of a cart or a placed order, in the same rows and order: what the cart showed is what the order
 * page shows.
 */
export function PriceBreakdown({
  figures,
  className = "mt-3 space-y-2 text-sm",
}: {
  figures: PriceBreakdownFigures;
  className?: string;
}) {
  const format = useFormat();
  const page = usePageTexts(cartPageTexts);
  const money = (amount: number) => format.money(amount, figures.currency);
  return (
    <dl className={className} aria-live="polite">
      <SummaryRow label={figures.subtotalLabel} value={money(figures.listSubtotal)} />
      {figures.volumeSavings > 0 ? (
        <SummaryRow label={page.volumeDiscount} value={`−${money(figures.volumeSavings)}`} />
      ) : null}
      {figures.corporateDiscount > 0 ? (
        <SummaryRow label={page.corporateDiscount} value={`−${money(figures.corporateDiscount)}`} />
      ) : null}
      {figures.promoCode ? (
        <SummaryRow label={page.promo(figures.promoCode)} value={`−${money(figures.promoDiscount)}`} />
      ) : null}
      <SummaryRow
        label={figures.shippingLabel}
        value={figures.shipping === 0 ? page.free : money(figures.shipping)}
      />
      <SummaryRow
        label={
          figures.vatRatePercent === undefined ? page.vat : page.vatAt(format.percent(figures.vatRatePercent))
        }
        value={money(figures.tax)}
      />
      <SummaryRow label={page.total} value={money(figures.total)} strong />
    </dl>
  );
}

/** The order summary, every figure from the pricing engine: what this shows is what checkout charges. */
export function OrderSummary({ cart, children }: { cart: CartView; children?: React.ReactNode }) {
  const { pricing } = cart;
  const page = usePageTexts(cartPageTexts);
  const format = useFormat();
  const shippingName =
    cart.shippingMethods.find((method) => method.code === cart.shippingMethod)?.name ?? page.shipping;
  return (
    <section aria-labelledby="order-summary-title" className={panel}>
      <h2 id="order-summary-title" className="font-semibold">
        {page.orderSummary}
      </h2>
      <PriceBreakdown
        figures={{
          ...pricing,
          currency: "NGN",
          subtotalLabel: page.subtotal(pricing.units, format.number(pricing.units)),
          promoCode: pricing.promotion?.code ?? null,
          shippingLabel: shippingName,
          vatRatePercent: cart.vat.ratePercent,
        }}
      />
      {children}
    </section>
  );
}

/** The platform ladder a product without its own tiers follows ("Volume Pricing"). */
export function VolumePricing({ ladder }: { ladder: readonly LadderStep[] }) {
  const format = useFormat();
  const page = usePageTexts(cartPageTexts);
  if (ladder.length === 0) return null;
  return (
    <section aria-labelledby="volume-pricing-title" className={panel}>
      <h2 id="volume-pricing-title" className="font-semibold">
        {page.volumePricing}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{page.volumePricingText}</p>
      <ul className="mt-3 grid grid-cols-2 gap-2 text-sm">
        {ladder.map((step) => (
          <li key={step.minQuantity} className="rounded-md bg-muted px-3 py-2">
            <span className="font-medium">{page.ladderStep(format.number(step.minQuantity))}</span>:{" "}
            {page.percentOff(format.percent(step.percentOff))}
          </li>
        ))}
      </ul>
    </section>
  );
}

const paymentMethods = [
  { icon: CreditCard, labelKey: "payByCard" },
  { icon: Smartphone, labelKey: "payByMobileMoney" },
  { icon: Banknote, labelKey: "payByBankTransfer" },
  { icon: Building2, labelKey: "payByNetTerms" },
  { icon: FileText, labelKey: "payByPurchaseOrder" },
] as const;

export function AcceptedPayments() {
  const page = usePageTexts(cartPageTexts);
  return (
    <section aria-labelledby="accepted-payments-title" className={panel}>
      <h2 id="accepted-payments-title" className="font-semibold">
        {page.weAccept}
      </h2>
      <ul className="mt-3 space-y-2 text-sm">
        {paymentMethods.map(({ icon: Icon, labelKey }) => (
          <li key={labelKey} className="flex items-center gap-2">
            <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
            {page[labelKey]}
          </li>
        ))}
      </ul>
    </section>
  );
}

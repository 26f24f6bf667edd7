import { checkoutStepPath } from "#common/paths";
import { QuotedPriceNote } from "~/components/rfq/quoted-price-note";
import { formatCount } from "#common/catalog";
import { type CheckoutStep, stepLabels } from "#common/checkout-steps";
import { type CheckoutPaymentMethod, shippingCountries } from "#common/schemas/checkout";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button, buttonClassName } from "~/components/ui/button";
import { textLinkClassName } from "~/components/ui/text-link";
import { LineCustomization } from "~/components/cart/line-customization";
import { type StepProps } from "./steps";
import { paymentMethodLabels } from "./payment-step";
import { useFormat } from "~/lib/locale";

function ReviewBlock({ title, editTo, children }: { title: string; editTo: string; children: ReactNode }) {
  return (
    <div className="rounded-md border border-border p-3 text-sm">
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold">{title}</h3>
        <Link to={editTo} className={textLinkClassName} aria-label={`Edit ${title.toLowerCase()}`}>
          Edit
        </Link>
      </div>
      <div className="mt-1 text-muted-foreground">{children}</div>
    </div>
  );
}

/** The Review step: every earlier step with an Edit link, the items, and Place Order. */
export function ReviewStep({ mode, view, backTo, steps }: StepProps & { steps: CheckoutStep[] }) {
  const format = useFormat();
  const navigation = useNavigation();
  const placing = navigation.state !== "idle" && navigation.formData?.get("intent") === "place-order";
  const shipping = view.details.shipping ?? {};
  const business = view.details.business ?? {};
  const payment = view.details.payment ?? {};
  const method = view.cart.shippingMethods.find((option) => option.code === view.cart.shippingMethod);
  const country =
    shippingCountries.find((option) => option.code === shipping.country)?.name ?? shipping.country;
  return (
    <div className="space-y-4">
      <ReviewBlock title={stepLabels.shipping} editTo={checkoutStepPath(mode, "shipping")}>
        <p>
          {shipping.firstName} {shipping.lastName}
          {shipping.companyName ? `, ${shipping.companyName}` : ""}
        </p>
        <p>{[shipping.address1, shipping.address2].filter(Boolean).join(", ")}</p>
        <p>{[shipping.city, shipping.state, shipping.postalCode, country].filter(Boolean).join(", ")}</p>
        <p>
          {shipping.phone} · {shipping.email}
        </p>
        {method ? (
          <p className="mt-1">
            {method.name} ({method.deliveryTime})
          </p>
        ) : null}
      </ReviewBlock>
      {steps.includes("business") ? (
        <ReviewBlock title={stepLabels.business} editTo={checkoutStepPath(mode, "business")}>
          {business.buyerType === "business" ? (
            <p>
              {business.businessName} · Tax ID {business.taxId}
              {business.poNumber ? ` · PO ${business.poNumber}` : ""}
            </p>
          ) : (
            <p>Buying for myself</p>
          )}
        </ReviewBlock>
      ) : null}
      <ReviewBlock title={stepLabels.payment} editTo={checkoutStepPath(mode, "payment")}>
        <p>
          {paymentMethodLabels[payment.paymentMethod as CheckoutPaymentMethod]?.label ??
            payment.paymentMethod}
        </p>
        {payment.netTermsDuration ? <p>Net {payment.netTermsDuration.slice(4)} days</p> : null}
        {payment.poNumber && payment.paymentMethod === "purchase_order" ? <p>PO {payment.poNumber}</p> : null}
      </ReviewBlock>
      <div className="rounded-md border border-border p-3 text-sm">
        <h3 className="font-semibold">Items</h3>
        <ul className="mt-2 divide-y divide-border">
          {view.cart.items.map((line) => (
            <li key={`${line.productId} ${line.lineKey}`} className="flex justify-between gap-4 py-2">
              <span>
                {formatCount(line.quantity)} × {line.name}
                <span className="block text-muted-foreground">{line.vendorName}</span>
                <QuotedPriceNote quoteId={line.quote?.id ?? null} />
                <LineCustomization
                  name={line.name}
                  customization={line.customization}
                  className="text-muted-foreground"
                />
                {[line.stockProblem, line.quote?.problem].map((problem) =>
                  problem ? (
                    <span key={problem} className="block font-medium text-destructive-text">
                      {problem}
                    </span>
                  ) : null,
                )}
              </span>
              <span className="tabular-nums">{format.money(line.lineTotal, line.currency)}</span>
            </li>
          ))}
        </ul>
      </div>
      <Form method="post" className="flex flex-wrap justify-between gap-3 border-t border-border pt-4">
        <input type="hidden" name="intent" value="place-order" />
        <input type="hidden" name="step" value="review" />
        <input type="hidden" name="expectedTotal" value={view.cart.pricing.total} />
        {backTo ? (
          <Link to={backTo} className={buttonClassName("secondary")}>
            Back
          </Link>
        ) : null}
        <Button type="submit" size="lg" disabled={placing}>
          {placing ? "Placing your order…" : `Place Order · ${format.money(view.cart.pricing.total)}`}
        </Button>
      </Form>
    </div>
  );
}

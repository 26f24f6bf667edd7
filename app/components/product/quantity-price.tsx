import { formatCount } from "#common/catalog";
import { en } from "#common/i18n/en";
import type { LadderStep } from "#common/pricing/bulk-ladder";
import { priceProductLine } from "#common/pricing/cart-pricing";
import { maxQuantity } from "#common/pricing/quantity";
import { useId } from "react";
import { QuantityStepper } from "./quantity-stepper";
import { useFormat } from "~/lib/locale";

/**
 * The quantity field and what that quantity costs (unit price from the ladder, line total). It never
 * goes below max(1, MOQ): typing less shows the minimum's price and the field corrects itself on
 * leaving it. Without JavaScript it is a GET form whose Update price button reloads the page.
 */
export function QuantityPrice({
  action,
  price,
  currency,
  moq,
  ladder,
  quantity,
  onQuantityChange,
  maximum = maxQuantity,
  corporatePercentOff = 0,
}: {
  action: string;
  price: number;
  currency: string;
  moq: number;
  ladder: readonly LadderStep[];
  quantity: number;
  onQuantityChange: (quantity: number) => void;
  /** Highest quantity the stepper offers (the quick view caps it at the stock). */
  maximum?: number;
  /** The signed-in buyer's approved corporate discount, taken off the goods as the cart does. */
  corporatePercentOff?: number;
}) {
  const format = useFormat();
  const id = useId();
  const { unitPrice, step, lineTotal, businessTotal } = priceProductLine({
    price,
    quantity,
    ladder,
    corporatePercentOff,
  });
  const percentOff = step?.percentOff ?? 0;

  return (
    // With JavaScript the price follows the field as it changes, so Enter must not reload the page.
    <form method="get" action={action} className="space-y-3" onSubmit={(event) => event.preventDefault()}>
      <QuantityStepper
        id={id}
        minimum={moq}
        maximum={maximum}
        quantity={quantity}
        onQuantityChange={onQuantityChange}
        describedBy={`${id}-price`}
      >
        <button type="submit" className="btn btn-secondary btn-md h-11 [html.js_&]:hidden">
          Update price
        </button>
      </QuantityStepper>
      <output
        id={`${id}-price`}
        htmlFor={`${id}-quantity`}
        aria-live="polite"
        className="block rounded-md bg-muted px-3 py-2 text-sm"
      >
        <span className="font-semibold">{format.price(unitPrice, currency)}</span>
        {` per unit${percentOff > 0 ? ` (${format.percent(percentOff)}% off)` : ""} · ${formatCount(quantity)} ${quantity === 1 ? "unit" : "units"}: `}
        <span className="font-semibold">{format.price(lineTotal, currency)}</span>
        {corporatePercentOff > 0 ? (
          <span className="mt-1 block">
            {en.product.businessPrice(format.percent(corporatePercentOff))}:{" "}
            <span className="font-semibold">{format.price(businessTotal, currency)}</span>
          </span>
        ) : null}
      </output>
    </form>
  );
}

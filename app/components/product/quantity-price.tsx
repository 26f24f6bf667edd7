import { formatCount } from "#common/catalog";
import { en } from "#common/i18n/en";
import type { LadderStep } from "#common/pricing/bulk-ladder";
import { priceProductLine } from "#common/pricing/cart-pricing";
import { clampQuantity, maxQuantity, minimumQuantity } from "#common/pricing/quantity";
import { Minus, Plus } from "lucide-react";
import { useId, useState } from "react";
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
  const minimum = minimumQuantity(moq);
  const [text, setText] = useState(String(quantity));
  const { unitPrice, step, lineTotal, businessTotal } = priceProductLine({
    price,
    quantity,
    ladder,
    corporatePercentOff,
  });
  const percentOff = step?.percentOff ?? 0;

  function change(next: number) {
    const clamped = clampQuantity(next, moq, maximum);
    setText(String(clamped));
    onQuantityChange(clamped);
  }

  const stepButton =
    "requires-js inline-flex size-11 shrink-0 items-center justify-center rounded-md border border-border bg-card hover:bg-muted disabled:opacity-50";
  return (
    // With JavaScript the price follows the field as it changes, so Enter must not reload the page.
    <form method="get" action={action} className="space-y-3" onSubmit={(event) => event.preventDefault()}>
      <div>
        <label htmlFor={`${id}-quantity`} className="block text-sm font-medium">
          Quantity
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {formatCount(minimum)} or more
        </p>
        <div className="mt-1.5 flex items-center gap-2">
          <button
            type="button"
            className={stepButton}
            aria-label="Decrease quantity"
            disabled={quantity <= minimum}
            onClick={() => change(quantity - 1)}
          >
            <Minus aria-hidden="true" className="size-4" />
          </button>
          <input
            id={`${id}-quantity`}
            name="quantity"
            type="number"
            inputMode="numeric"
            min={minimum}
            max={Math.max(minimum, maximum)}
            step={1}
            value={text}
            aria-describedby={`${id}-hint ${id}-price`}
            onChange={(event) => {
              setText(event.target.value);
              onQuantityChange(clampQuantity(event.target.value, moq, maximum));
            }}
            onBlur={() => change(clampQuantity(text, moq, maximum))}
            className="block h-11 w-28 rounded-md border border-border bg-card px-3 text-center text-base tabular-nums focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
          />
          <button
            type="button"
            className={stepButton}
            aria-label="Increase quantity"
            disabled={quantity >= Math.min(maxQuantity, maximum)}
            onClick={() => change(quantity + 1)}
          >
            <Plus aria-hidden="true" className="size-4" />
          </button>
          <button
            type="submit"
            className="h-11 rounded-md border border-border bg-card px-3 text-sm font-medium hover:bg-muted [html.js_&]:hidden"
          >
            Update price
          </button>
        </div>
      </div>
      <output
        id={`${id}-price`}
        htmlFor={`${id}-quantity`}
        aria-live="polite"
        className="block rounded-md bg-muted px-3 py-2 text-sm"
      >
        <span className="font-semibold">{format.money(unitPrice, currency)}</span> per unit
        {percentOff > 0 ? (
          <span className="text-muted-foreground"> ({format.percent(percentOff)}% off)</span>
        ) : null}
        {" · "}
        {formatCount(quantity)} {quantity === 1 ? "unit" : "units"}:{" "}
        <span className="font-semibold">{format.money(lineTotal, currency)}</span>
        {corporatePercentOff > 0 ? (
          <span className="mt-1 block">
            {en.product.businessPrice(format.percent(corporatePercentOff))}:{" "}
            <span className="font-semibold">{format.money(businessTotal, currency)}</span>
          </span>
        ) : null}
      </output>
    </form>
  );
}

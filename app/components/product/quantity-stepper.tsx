import { formatCount } from "#common/catalog";
import { clampQuantity, maxQuantity, minimumQuantity } from "#common/pricing/quantity";
import { Minus, Plus } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";

/**
 * A quantity field with − and + buttons that never goes below max(1, minimum): typing less keeps
 * the minimum's price and the field corrects itself on leaving it. `name` posts it with its form.
 */
export function QuantityStepper({
  id,
  minimum: minimumOrder,
  maximum = maxQuantity,
  quantity,
  onQuantityChange,
  describedBy,
  label = "Quantity",
  hint = (minimum) => `${formatCount(minimum)} or more`,
  children,
}: {
  id: string;
  /** The product's minimum order, or a higher minimum the buyer's choices need. */
  minimum: number;
  /** Highest quantity the stepper offers (the quick view caps it at the stock). */
  maximum?: number;
  quantity: number;
  onQuantityChange: (quantity: number) => void;
  /** Ids of what else describes the field (the price it leads to). */
  describedBy?: string;
  label?: string;
  hint?: (minimum: number) => string;
  /** After the buttons: e.g. the button that submits the form without JavaScript. */
  children?: ReactNode;
}) {
  const minimum = minimumQuantity(minimumOrder);
  const [text, setText] = useState(String(quantity));
  const input = useRef<HTMLInputElement>(null);
  // A quantity changed from elsewhere (another stepper for the product, a customization that needs
  // more units) shows here; while the buyer types in this field, their text stays until they leave it.
  useEffect(() => {
    if (document.activeElement !== input.current) setText(String(quantity));
  }, [quantity]);

  function change(next: number) {
    const clamped = clampQuantity(next, minimum, maximum);
    setText(String(clamped));
    onQuantityChange(clamped);
  }

  const stepButton = "requires-js btn btn-secondary size-11 shrink-0";
  return (
    <div>
      <label htmlFor={`${id}-quantity`} className="block text-sm font-medium">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {hint(minimum)}
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
          ref={input}
          id={`${id}-quantity`}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={minimum}
          max={Math.max(minimum, maximum)}
          step={1}
          value={text}
          aria-describedby={[`${id}-hint`, describedBy].filter(Boolean).join(" ")}
          onChange={(event) => {
            setText(event.target.value);
            onQuantityChange(clampQuantity(event.target.value, minimum, maximum));
          }}
          onBlur={() => change(clampQuantity(text, minimum, maximum))}
          className="field-input h-11 w-28 text-center tabular-nums"
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
        {children}
      </div>
    </div>
  );
}

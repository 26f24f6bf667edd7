import { formatCount } from "#common/catalog";
import { type LadderStep, stepFor } from "#common/pricing/bulk-ladder";
import { ladderRows } from "#common/pricing/cart-pricing";
import { useFormat } from "~/lib/locale";

/**
 * A quantity-price table: the base price from 1 unit, then each ladder step with its discount and
 * unit price, as the cart charges them ({@link ladderRows}). The row the chosen quantity reaches is marked.
 */
export function PriceLadderTable({
  caption,
  price,
  currency,
  steps,
  quantity,
}: {
  caption: string;
  price: number;
  currency: string;
  steps: readonly LadderStep[];
  quantity?: number;
}) {
  const format = useFormat();
  const reached = quantity === undefined ? undefined : (stepFor(quantity, steps)?.minQuantity ?? 1);
  const rows = ladderRows(price, steps);
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full text-left text-sm [&_td]:px-3 [&_td]:py-2 [&_th]:px-3 [&_th]:py-2">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col">Quantity</th>
            <th scope="col">Discount</th>
            <th scope="col" className="text-right">
              Price per unit
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row) => {
            const current = row.minQuantity === reached;
            return (
              <tr
                key={row.minQuantity}
                aria-current={current ? "true" : undefined}
                className={current ? "bg-accent text-accent-foreground" : undefined}
              >
                <th scope="row" className="font-medium">
                  {`${formatCount(row.minQuantity)}+ units`}
                  {current ? <span className="sr-only"> (your quantity)</span> : null}
                </th>
                <td>
                  {row.percentOff > 0 ? (
                    `${format.percent(row.percentOff)}% off`
                  ) : (
                    <>
                      <span aria-hidden="true">—</span>
                      <span className="sr-only">No discount</span>
                    </>
                  )}
                </td>
                <td className="text-right font-semibold tabular-nums">
                  {format.price(row.unitPrice, currency)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

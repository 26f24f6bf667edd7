import { formatCount } from "#common/catalog";
import { type LadderStep, stepFor, unitPriceFor } from "#common/pricing/bulk-ladder";
import { useFormat } from "~/lib/locale";

/**
 * A quantity-price table: the base price from 1 unit, then each ladder step with its discount and
 * unit price (computed by the one pricing function). The row the chosen quantity reaches is marked.
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
  const rows = [
    { minQuantity: 1, percentOff: stepFor(1, steps)?.percentOff ?? 0 },
    ...steps.filter((step) => step.minQuantity > 1),
  ];
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">
              Quantity
            </th>
            <th scope="col" className="px-3 py-2">
              Discount
            </th>
            <th scope="col" className="px-3 py-2 text-right">
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
                <th scope="row" className="px-3 py-2 font-medium">
                  {formatCount(row.minQuantity)}+ units
                  {current ? <span className="sr-only"> (your quantity)</span> : null}
                </th>
                <td className="px-3 py-2">
                  {row.percentOff > 0 ? (
                    `${format.percent(row.percentOff)}% off`
                  ) : (
                    <>
                      <span aria-hidden="true">—</span>
                      <span className="sr-only">No discount</span>
                    </>
                  )}
                </td>
                <td className="px-3 py-2 text-right font-semibold tabular-nums">
                  {format.money(unitPriceFor(price, row.minQuantity, steps), currency)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

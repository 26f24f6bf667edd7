import { ShownPricesNote } from "~/components/catalog/shown-prices-note";
import type { RfqFormPage } from "#common/views/rfq-submit";
import { type LadderStep, maxPercentOff, unitPriceFor } from "#common/pricing/bulk-ladder";
import { minimumQuantity } from "#common/pricing/quantity";
import { lazy, Suspense, useState } from "react";
import type { ProductCustomizationOption } from "#common/customization-choice";
import type { ProductTabs } from "#common/product-tabs";
import { AddToCartButton } from "~/components/cart/add-to-cart-button";
import { QuantityPrice } from "./quantity-price";
import { useFormat } from "~/lib/locale";

// The price tables sit under Add to Cart: rendered by the server, their code comes apart from the page's.
const PricingTabs = lazy(() => import("./pricing-tabs").then((module) => ({ default: module.PricingTabs })));

export interface PurchasePanelProps {
  productId: string;
  productName: string;
  vendorId: string;
  stockQuantity: number;
  productPath: string;
  price: number;
  currency: string;
  moq: number;
  leadTime: string | null;
  ladder: readonly LadderStep[];
  ladderSource: "product" | "platform";
  customization: readonly ProductCustomizationOption[];
  /** Already clamped to the minimum order by the loader. */
  initialQuantity: number;
  /** The signed-in buyer's corporate account: approved or not, and its discount (0 for everyone else). */
  corporate: { approved: boolean; percentOff: number };
  rfq: RfqFormPage | null;
  tabs: ProductTabs;
}

/**
 * Price, bulk banner, minimum order, the quantity with its price, and the Retail/B2B ladders.
 * Every figure comes from `unitPriceFor` over the ladder that applies.
 */
export function PurchasePanel({
  productId,
  productName,
  vendorId,
  stockQuantity,
  productPath,
  price,
  currency,
  moq,
  leadTime,
  ladder,
  ladderSource,
  customization,
  initialQuantity,
  corporate,
  rfq,
  tabs,
}: PurchasePanelProps) {
  const format = useFormat();
  const [quantity, setQuantity] = useState(initialQuantity);
  const deepest = maxPercentOff(ladder);
  const lowest = ladder.length ? unitPriceFor(price, ladder.at(-1)!.minQuantity, ladder) : price;
  const minimum = minimumQuantity(moq);
  return (
    <section
      aria-labelledby="purchase-title"
      id="purchase"
      className="space-y-4 rounded-lg border border-border bg-card p-4 sm:p-5"
    >
      <h2 id="purchase-title" className="sr-only">
        Price and quantity
      </h2>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <p>
          <span className="text-3xl font-bold tabular-nums">{format.price(price, currency)}</span>
          <span className="ml-1 text-muted-foreground">per unit</span>
        </p>
        <ShownPricesNote paidIn={currency} className="basis-full" />
        {deepest > 0 ? (
          <p className="rounded-full bg-accent px-3 py-1 text-sm font-semibold text-accent-foreground">
            {`Up to ${format.percent(deepest)}% off in bulk`}
          </p>
        ) : null}
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2 [&_dd]:font-medium [&_dt]:text-muted-foreground [&>div]:flex [&>div]:gap-1.5">
        <div>
          <dt>Minimum order:</dt>
          <dd>{`${format.number(minimum)} ${minimum === 1 ? "unit" : "units"}`}</dd>
        </div>
        {deepest > 0 ? (
          <div>
            <dt>Lowest bulk price:</dt>
            <dd>{format.price(lowest, currency)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Lead time:</dt>
          <dd>{leadTime || "Contact supplier"}</dd>
        </div>
      </dl>
      <QuantityPrice
        action={productPath}
        price={price}
        currency={currency}
        moq={moq}
        ladder={ladder}
        quantity={quantity}
        onQuantityChange={setQuantity}
        corporatePercentOff={corporate.percentOff}
      />
      <AddToCartButton
        productId={productId}
        productName={productName}
        quantity={quantity}
        stockQuantity={stockQuantity}
        size="lg"
        buyNow
      />
      <Suspense>
        <PricingTabs
          productId={productId}
          productName={productName}
          productPath={productPath}
          vendorId={vendorId}
          stockQuantity={stockQuantity}
          price={price}
          currency={currency}
          moq={moq}
          ladder={ladder}
          ladderSource={ladderSource}
          customization={customization}
          quantity={quantity}
          onQuantityChange={setQuantity}
          corporatePercentOff={corporate.percentOff}
          corporate={corporate}
          rfq={rfq}
          initialTab={tabs}
        />
      </Suspense>
    </section>
  );
}

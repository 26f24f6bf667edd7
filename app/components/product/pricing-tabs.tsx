import { type LadderStep, retailSteps } from "#common/pricing/bulk-ladder";
import { Tabs } from "~/components/ui/tabs";
import { type CustomizationOption, CustomizationList } from "./customization-list";
import { PriceLadderTable } from "./price-ladder-table";

/**
 * Retail and Business (B2B) tabs over the ladder that applies to this product:
 * retail shows the steps below 10 units; B2B the whole ladder and the customization options.
 */
export function PricingTabs({
  price,
  currency,
  ladder,
  ladderSource,
  customization,
  quantity,
  bulkAddToCart,
}: {
  price: number;
  currency: string;
  ladder: readonly LadderStep[];
  ladderSource: "product" | "platform";
  customization: readonly CustomizationOption[];
  quantity: number;
  /** Adds the chosen quantity from the B2B tab. */
  bulkAddToCart: React.ReactNode;
}) {
  const source =
    ladderSource === "product"
      ? "Set by the supplier for this product."
      : "Marketplace volume pricing, for products without tiers of their own.";
  return (
    <Tabs
      label="Pricing"
      size="sm"
      tabs={[
        {
          id: "retail",
          label: "Retail",
          heading: "Retail pricing",
          content: (
            <PriceLadderTable
              caption="Retail pricing"
              price={price}
              currency={currency}
              steps={retailSteps(ladder)}
              quantity={quantity}
            />
          ),
        },
        {
          id: "b2b",
          label: "Business (B2B)",
          heading: "Business (B2B) pricing",
          content: (
            <div className="space-y-4">
              <p className="text-sm text-muted-foreground">{source}</p>
              <PriceLadderTable
                caption="Volume pricing"
                price={price}
                currency={currency}
                steps={ladder}
                quantity={quantity}
              />
              {bulkAddToCart}
              <div>
                <h4 className="mb-2 font-semibold">Customization</h4>
                <CustomizationList options={customization} currency={currency} />
              </div>
            </div>
          ),
        },
      ]}
    />
  );
}

import { en } from "#common/i18n/en";
import { accountCorporatePath } from "#common/paths";
import { type LadderStep, retailSteps } from "#common/pricing/bulk-ladder";
import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { useFormat } from "~/lib/locale";
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
  corporate,
  bulkAddToCart,
}: {
  price: number;
  currency: string;
  ladder: readonly LadderStep[];
  ladderSource: "product" | "platform";
  customization: readonly CustomizationOption[];
  quantity: number;
  /** The signed-in buyer's corporate account: without an approved one the B2B tab invites them to apply. */
  corporate: { approved: boolean; percentOff: number };
  /** Adds the chosen quantity from the B2B tab. */
  bulkAddToCart: React.ReactNode;
}) {
  const format = useFormat();
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
              {corporate.approved ? (
                corporate.percentOff > 0 ? (
                  <p className="text-sm font-medium">
                    {en.product.corporateExtra(format.percent(corporate.percentOff))}
                  </p>
                ) : null
              ) : (
                <div className="rounded-md border border-border bg-muted/40 p-3">
                  <h4 className="font-semibold">{en.product.unlockB2b}</h4>
                  <p className="mt-1 text-sm">{en.product.unlockB2bText}</p>
                  <Link to={accountCorporatePath} className={`${buttonClassName("primary", "sm")} mt-2`}>
                    {en.product.applyNow}
                  </Link>
                </div>
              )}
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

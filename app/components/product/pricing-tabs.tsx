import { en } from "#common/i18n/en";
import { accountCorporatePath } from "#common/paths";
import { retailSteps } from "#common/pricing/bulk-ladder";
import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { useFormat } from "~/lib/locale";
import { Tabs } from "~/components/ui/tabs";
import { lazy, Suspense } from "react";
import type { B2bAreaProps } from "./b2b/b2b-area";
import { PriceLadderTable } from "./price-ladder-table";

// The B2B area's code comes apart from the page's: the server renders it into the page, and the
// browser brings it to life when its code arrives, without holding up the rest of the page.
const B2bArea = lazy(() => import("./b2b/b2b-area"));

/**
 * Retail and Business (B2B) tabs over the ladder that applies to this product:
 * retail shows the steps below 10 units; B2B the whole ladder, customization and quotes.
 */
export function PricingTabs({
  corporate,
  ...business
}: B2bAreaProps & {
  /** The signed-in buyer's corporate account: without an approved one the B2B tab invites them to apply. */
  corporate: { approved: boolean; percentOff: number };
}) {
  const format = useFormat();
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
              price={business.price}
              currency={business.currency}
              steps={retailSteps(business.ladder)}
              quantity={business.quantity}
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
              <Suspense
                fallback={
                  <p role="status" className="text-sm text-muted-foreground">
                    {en.product.loadingBusinessOptions}
                  </p>
                }
              >
                <B2bArea {...business} />
              </Suspense>
            </div>
          ),
        },
      ]}
    />
  );
}

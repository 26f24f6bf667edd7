import { en } from "#common/i18n/en";
import { accountCorporatePath, productTabHref } from "#common/paths";
import type { B2bTab, PricingTab } from "#common/product-tabs";
import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { useFormat } from "~/lib/locale";
import { useFeatureEnabled } from "~/lib/root-data";
import { Tabs } from "~/components/ui/tabs";
import { lazy, Suspense } from "react";
import type { B2bAreaProps } from "./b2b/b2b-area";
import { PriceLadderTable } from "./price-ladder-table";

// The B2B area's code comes apart from the page's: it is rendered only when its tab is open.
const B2bArea = lazy(() => import("./b2b/b2b-area"));

/**
 * Retail and Business (B2B) tabs over the ladder that applies to this product. Retail shows the
 * whole ladder, because the cart applies it to every buyer; B2B adds the corporate account's
 * discount, customization and quotes. Only the open tab is rendered; each links to the page with it open.
 */
export function PricingTabs({
  corporate,
  initialTab,
  ...business
}: Omit<B2bAreaProps, "initialTab"> & {
  /** The signed-in buyer's corporate account: without an approved one the B2B tab invites them to apply. */
  corporate: { approved: boolean; percentOff: number };
  initialTab: { pricing: PricingTab; b2b: B2bTab };
}) {
  const format = useFormat();
  const corporateAccounts = useFeatureEnabled("corporate-accounts");
  return (
    <Tabs
      label="Pricing"
      size="sm"
      initialTab={initialTab.pricing}
      hrefFor={(pricing) => productTabHref({ pricing })}
      tabs={[
        {
          id: "retail",
          label: "Retail",
          heading: "Retail pricing",
          content: (
            <div className="space-y-2">
              <PriceLadderTable
                caption="Retail pricing"
                price={business.price}
                currency={business.currency}
                steps={business.ladder}
                quantity={business.quantity}
              />
              <p className="text-sm text-muted-foreground">
                {business.ladder.length ? en.product.retailLadderNote : en.product.noVolumePrices}
              </p>
            </div>
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
              ) : corporateAccounts ? (
                <div className="rounded-md border border-border bg-muted/40 p-3">
                  <h4 className="font-semibold">{en.product.unlockB2b}</h4>
                  <p className="mt-1 text-sm">{en.product.unlockB2bText}</p>
                  <Link to={accountCorporatePath} className={`${buttonClassName("primary", "sm")} mt-2`}>
                    {en.product.applyNow}
                  </Link>
                </div>
              ) : null}
              <Suspense
                fallback={
                  <p role="status" className="text-sm text-muted-foreground">
                    {en.product.loadingBusinessOptions}
                  </p>
                }
              >
                <B2bArea {...business} initialTab={initialTab.b2b} />
              </Suspense>
            </div>
          ),
        },
      ]}
    />
  );
}

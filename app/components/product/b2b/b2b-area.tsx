import type { ProductCustomizationOption } from "#common/customization-choice";
import { en } from "#common/i18n/en";
import { productB2bTexts } from "#common/i18n/product-b2b";
import { productTabHref } from "#common/paths";
import type { B2bTab } from "#common/product-tabs";
import { lazy, Suspense } from "react";
import type { LadderStep } from "#common/pricing/bulk-ladder";
import type { RfqFormPage } from "#common/views/rfq-submit";
import { AddToCartButton } from "~/components/cart/add-to-cart-button";
import { Tabs } from "~/components/ui/tabs";
import { usePageTexts } from "~/lib/locale";
import { useFeatureEnabled } from "~/lib/root-data";
import { PriceLadderTable } from "../price-ladder-table";
import { QuantityPrice } from "../quantity-price";
import { EnterpriseSolutions } from "./enterprise-solutions";

// Opened on demand, so their code (the chooser's form, the RFQ form) loads when they are.
const CustomizationChooser = lazy(() =>
  import("./customization-chooser").then((module) => ({ default: module.CustomizationChooser })),
);
const QuotePanel = lazy(() => import("./quote-panel").then((module) => ({ default: module.QuotePanel })));

const loading = (
  <p role="status" className="text-sm text-muted-foreground">
    {en.product.loadingBusinessOptions}
  </p>
);

export interface B2bAreaProps {
  productId: string;
  productName: string;
  productPath: string;
  vendorId: string;
  stockQuantity: number;
  price: number;
  currency: string;
  moq: number;
  ladder: readonly LadderStep[];
  ladderSource: "product" | "platform";
  customization: readonly ProductCustomizationOption[];
  /** The product's one quantity, shared with the price block above. */
  quantity: number;
  onQuantityChange: (quantity: number) => void;
  corporatePercentOff: number;
  /** The RFQ form's data for a signed-in buyer who may send one about this product; else the tab links to /rfq. */
  rfq: RfqFormPage | null;
  /** The inner tab the page's address opens. */
  initialTab: B2bTab;
}

/**
 * The Business (B2B) tab's inner tabs, Bulk Pricing, Customization and Quote, and the Enterprise
 * Solutions cards. Loaded on demand: rendered only when the Business tab is open (and each inner
 * tab only when open), its code apart from the product page's own.
 */
export default function B2bArea(props: B2bAreaProps) {
  const texts = usePageTexts(productB2bTexts);
  // Customization and quotes are features an admin may turn off; their tabs go with them.
  const customizing = useFeatureEnabled("customization-service");
  const quoting = useFeatureEnabled("rfq-system");
  const { productId, productName, price, currency, ladder, quantity, stockQuantity } = props;
  return (
    <div className="space-y-6">
      <Tabs
        label={texts.areaLabel}
        size="sm"
        initialTab={props.initialTab}
        hrefFor={(b2b) => productTabHref({ pricing: "b2b", b2b })}
        tabs={[
          {
            id: "bulk-pricing",
            label: texts.bulkTab,
            heading: texts.bulkTab,
            content: (
              <div className="space-y-4">
                <p className="text-sm text-muted-foreground">
                  {props.ladderSource === "product" ? texts.ladderFromProduct : texts.ladderFromPlatform}
                </p>
                <PriceLadderTable
                  caption="Volume pricing"
                  price={price}
                  currency={currency}
                  steps={ladder}
                  quantity={quantity}
                />
                <h4 className="font-semibold">{texts.orderSummary}</h4>
                <QuantityPrice
                  action={props.productPath}
                  price={price}
                  currency={currency}
                  moq={props.moq}
                  ladder={ladder}
                  quantity={quantity}
                  onQuantityChange={props.onQuantityChange}
                  corporatePercentOff={props.corporatePercentOff}
                />
                <AddToCartButton
                  productId={productId}
                  productName={productName}
                  quantity={quantity}
                  stockQuantity={stockQuantity}
                  source="bulk"
                  buyNow
                />
              </div>
            ),
          },
          customizing && {
            id: "customization",
            label: texts.customizationTab,
            heading: texts.customizationTab,
            content: (
              <Suspense fallback={loading}>
                <CustomizationChooser
                  productId={productId}
                  productName={productName}
                  price={price}
                  currency={currency}
                  moq={props.moq}
                  ladder={ladder}
                  options={props.customization}
                  stockQuantity={stockQuantity}
                  quantity={quantity}
                  onQuantityChange={props.onQuantityChange}
                />
              </Suspense>
            ),
          },
          quoting && {
            id: "quote",
            label: texts.quoteTab,
            heading: texts.quoteTab,
            content: (
              <Suspense fallback={loading}>
                <QuotePanel productId={productId} rfq={props.rfq} />
              </Suspense>
            ),
          },
        ].filter((tab) => tab !== false)}
      />
      <EnterpriseSolutions vendorId={props.vendorId} productId={productId} />
    </div>
  );
}

import {
  vendorProductCustomizationPath,
  vendorProductPath,
  vendorProductPricingPath,
  vendorProductsPath,
} from "#common/seller-paths";
import { vendorProductPricingTexts } from "#common/i18n/vendor-product-pricing";
import type { VendorProductHeading } from "#common/views/vendor-pricing";
import { ArrowLeft } from "lucide-react";
import { Link, NavLink } from "react-router";
import { textLinkClassName } from "~/components/ui/text-link";
import { useFormat, usePageTexts } from "~/lib/locale";
import { useVisibleLinks } from "~/lib/root-data";
import type { ReactNode } from "react";
import { NoScriptResultNotice } from "~/components/ui/list-states";
import { TitledSection } from "~/components/ui/titled-section";
import { noScriptNotice, type PricingActionResult } from "./pricing-result";

/** The head of a product's back-office pages: the way back, the product's name, and its sections. */
export function ProductSectionHeader({ product }: { product: VendorProductHeading }) {
  const texts = usePageTexts(vendorProductPricingTexts);
  const format = useFormat();
  const sections = useVisibleLinks([
    { to: vendorProductPath(product.id), label: texts.sectionDetails },
    { to: vendorProductPricingPath(product.id), label: texts.sectionPricing },
    { to: vendorProductCustomizationPath(product.id), label: texts.sectionCustomization },
  ]);
  return (
    <div className="space-y-4">
      <Link to={vendorProductsPath} className={`inline-flex items-center gap-1 text-sm ${textLinkClassName}`}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {texts.backToProducts}
      </Link>
      <div>
        <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">{product.name}</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          {texts.productSummary(format.money(product.price, product.currency), format.number(product.moq))}
        </p>
      </div>
      <nav aria-label={texts.sectionsLabel}>
        <ul className="flex gap-2 overflow-x-auto border-b border-border">
          {sections.map((section) => (
            <li key={section.to}>
              <NavLink
                to={section.to}
                end
                className={({ isActive }) =>
                  `block whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium ${isActive ? "border-primary text-foreground" : "border-transparent text-muted-foreground hover:text-foreground"}`
                }
              >
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/**
 * The frame of a product's pricing and customization pages: the product's heading and section links,
 * the last post's outcome for a page without JavaScript (with it, a toast says it), and the page's
 * titled section.
 */
export function ProductSectionPage({
  product,
  result,
  title,
  intro,
  children,
}: {
  product: VendorProductHeading;
  result: PricingActionResult | undefined;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6">
      <ProductSectionHeader product={product} />
      <NoScriptResultNotice result={noScriptNotice(result)} />
      <TitledSection
        title={title}
        className="space-y-4"
        titleClassName="text-xl font-semibold"
        intro={intro}
        grouped
      >
        {children}
      </TitledSection>
    </div>
  );
}

/**
 * The URLs of the seller's side: becoming a vendor, the vendor's back office and the admin's pages
 * about vendors and their money. Kept apart from common/paths.ts, whose storefront URLs the shell
 * ships to every page: none of these is needed there (decision 020).
 */

const encode = encodeURIComponent;

// Selling on the marketplace: becoming a vendor, the vendor's back office and the admin's side of it.

/** Why and how to sell here (also reached from /become-vendor and /sell). */
export const becomeVendorPath = "/vendors/become-vendor";

/** Vendor sign-in and sign-up (the same accounts as everyone). */
export const vendorAuthPath = "/vendors/auth";

/** The application to sell, one step at a time. */
export const vendorOnboardingPath = "/vendors/onboarding";

/** A step of the application (business, branding, payout, documents, review). */
export function vendorOnboardingStepPath(step: string): string {
  return `${vendorOnboardingPath}?step=${encode(step)}`;
}

export const vendorProductsPath = "/vendor/products";

export const vendorNewProductPath = "/vendor/products/new";

/** The vendor's form for one of its products. */
export function vendorProductPath(productId: string): string {
  return `${vendorProductsPath}/${encode(productId)}`;
}

/** A product's bulk pricing tiers, as its vendor manages them. */
export function vendorProductPricingPath(productId: string): string {
  return `${vendorProductPath(productId)}/pricing`;
}

/** A product's customization options and their values, as its vendor manages them. */
export function vendorProductCustomizationPath(productId: string): string {
  return `${vendorProductPath(productId)}/customization`;
}

/** CSV export of the vendor's products (import posts to the products page). */
export const vendorProductsCsvPath = "/vendor/products/export.csv";

export const vendorStoreSettingsPath = "/vendor/store";

export const vendorStorefrontBannersPath = "/vendor/storefront-banners";

export const vendorCustomersPath = "/vendor/customers";

export const vendorAnalyticsPath = "/vendor/analytics";

export const vendorPayoutsPath = "/vendor/payouts";

export const adminVendorsPath = "/admin/vendors";

/** Vendor applications waiting for a decision, in the back office's vendor list. */
export const adminPendingApplicationsPath = `${adminVendorsPath}?status=pending`;

/** An application or vendor in the back office. */
export function adminVendorPath(id: string): string {
  return `${adminVendorsPath}/${encode(id)}`;
}

/** A document sent with a vendor application, for the applicant and the back office only. */
export function applicationDocumentPath(documentId: string): string {
  return `/vendors/onboarding/documents/${encode(documentId)}`;
}

export const adminTradeAssurancePath = "/admin/trade-assurance";

/** One Trade Assurance application in the back office. */
export function adminTradeAssuranceApplicationPath(id: string): string {
  return `${adminTradeAssurancePath}/${encode(id)}`;
}

/** A paper sent with a Trade Assurance application, for its applicant and the back office only. */
export function tradeAssuranceDocumentPath(documentId: string): string {
  return `/trade-assurance/documents/${encode(documentId)}`;
}

export const adminTransactionsPath = "/admin/transactions";

// A vendor's bulk pricing tiers and customization options of one product: the row being edited.

/** The pricing page with one tier's edit form open. */
export function vendorProductTierEditPath(productId: string, tierId: string): string {
  return `${vendorProductPricingPath(productId)}?edit=${encode(tierId)}`;
}

/** The customization page with one option's edit form open. */
export function vendorProductOptionEditPath(productId: string, optionId: string): string {
  return `${vendorProductCustomizationPath(productId)}?edit=${encode(optionId)}`;
}

/** The customization page with one choice's edit form open. */
export function vendorProductValueEditPath(productId: string, valueId: string): string {
  return `${vendorProductCustomizationPath(productId)}?editValue=${encode(valueId)}`;
}

// ── Vendor store profile and storefront banners ──────────────────────────────────────────────────

/** The vendor's banners page with one of its banners open in the edit form. */
export function vendorStorefrontBannerEditPath(bannerId: string): string {
  return `${vendorStorefrontBannersPath}?edit=${encode(bannerId)}`;
}

// The vendor's products: the edit form as it opens right after the product was created.

/** The product's form with the "Product created." note. */
export function vendorCreatedProductPath(productId: string): string {
  return `${vendorProductPath(productId)}?created=1`;
}

// ── Vendor payouts and the back office's transactions ──────────────────────────────────────────────

/** The back office's payments or payouts, filtered by status. */
export function adminTransactionsListPath({
  show,
  status,
}: {
  show: "payments" | "payouts";
  status?: string | null;
}): string {
  const query = new URLSearchParams({ show });
  if (status) query.set("status", status);
  return `${adminTransactionsPath}?${query}`;
}

/** The sandbox transfer provider's page, where a tester marks a payout's transfer paid or failed. */
export function adminSandboxTransferPath(reference: string): string {
  return `${adminTransactionsPath}/sandbox/${encode(reference)}`;
}

/** The market days open for registration, where the vendor registers its store. */
export const vendorMarketDaysPath = "/vendor/market-days";

/** The vendor's registrations, their status and notes, and the products it brings to each. */
export const vendorMyMarketDaysPath = "/vendor/my-market-days";

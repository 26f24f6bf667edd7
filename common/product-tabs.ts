/**
 * The product page's three sets of tabs and the query parameters that choose them. Only the chosen
 * panels are rendered, so every tab is also an address: `?tab=reviews` opens the reviews,
 * `?pricing=b2b&b2b=quote` the quote request. The older `?reviewsPage=` and `?documents` addresses
 * open their tabs too.
 */
export const infoTabIds = [
  "description",
  "specifications",
  "shipping",
  "compliance",
  "documents",
  "reviews",
] as const;
export const pricingTabIds = ["retail", "b2b"] as const;
export const b2bTabIds = ["bulk-pricing", "customization", "quote"] as const;

export type InfoTab = (typeof infoTabIds)[number];
export type PricingTab = (typeof pricingTabIds)[number];
export type B2bTab = (typeof b2bTabIds)[number];

export interface ProductTabs {
  info: InfoTab;
  pricing: PricingTab;
  b2b: B2bTab;
}

/** The query parameter of each set of tabs. */
export const productTabParams = { info: "tab", pricing: "pricing", b2b: "b2b" } as const;

function pick<T extends string>(ids: readonly T[], value: string | null): T | undefined {
  return ids.find((id) => id === value);
}

/** The tabs a product page address opens; the first of each set when the address names none. */
export function productTabsFrom(search: URLSearchParams): ProductTabs {
  const b2b = pick(b2bTabIds, search.get(productTabParams.b2b));
  const info =
    pick(infoTabIds, search.get(productTabParams.info)) ??
    (search.has("reviewsPage") ? "reviews" : search.has("documents") ? "documents" : "description");
  return {
    info,
    // Choosing a business tab means the Business (B2B) area is open.
    pricing: pick(pricingTabIds, search.get(productTabParams.pricing)) ?? (b2b ? "b2b" : "retail"),
    b2b: b2b ?? "bulk-pricing",
  };
}

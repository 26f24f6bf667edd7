import { minorUnitsOf } from "./money";

/**
 * The product list filters, as the /products page, the category page and
 * GET /api/v1/products read them from a query string. Every field is optional; prices are in
 * minor units (kobo) here, in whole naira in the URL.
 */
export interface ProductFilters {
  /** Plain text matched inside the name or description; no query syntax. */
  search?: string;
  category?: string;
  minPrice?: number;
  maxPrice?: number;
  minMoq?: number;
  maxMoq?: number;
  inStock?: boolean;
  /** Two-letter country of origin, upper case. */
  country?: string;
  verified?: boolean;
  supplierType?: string;
  /** Applied only when above 0. */
  minRating?: number;
}

/** Prices in the filters are in this currency's minor units (the catalogue's prices are naira). */
export const filterCurrency = "NGN";

/** The one spelling of a set of filters in a URL (canonical links, "clear one filter" links). */
export function productFilterSearchParams(filters: ProductFilters): URLSearchParams {
  const params = new URLSearchParams();
  const toMajor = (minor: number) => String(minor / 10 ** minorUnitsOf(filterCurrency));
  if (filters.search) params.set("q", filters.search);
  if (filters.category) params.set("category", filters.category);
  if (filters.minPrice !== undefined) params.set("minPrice", toMajor(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set("maxPrice", toMajor(filters.maxPrice));
  if (filters.minMoq !== undefined) params.set("minMoq", String(filters.minMoq));
  if (filters.maxMoq !== undefined) params.set("maxMoq", String(filters.maxMoq));
  if (filters.inStock) params.set("availability", "in_stock");
  if (filters.country) params.set("country", filters.country);
  if (filters.verified) params.set("verified", "true");
  if (filters.supplierType) params.set("supplierType", filters.supplierType);
  if (filters.minRating) params.set("minRating", String(filters.minRating));
  return params;
}

export function activeFilterCount(filters: ProductFilters): number {
  return Object.keys(filters).length;
}

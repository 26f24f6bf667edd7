/**
 * The shapes the catalog pages and the REST API share, and the display rules (page sizes, New and
 * stock badges) that both the server and the UI apply.
 */

import { defaultFormatters } from "./format";

/** One product as a grid card needs it. Money in minor units; dates as ISO text. */
export interface ProductCardData {
  id: string;
  name: string;
  price: number;
  currency: string;
  imageKey: string | null;
  imageAlt: string | null;
  vendor: {
    id: string;
    businessName: string;
    verified: boolean;
    /** The vendor's Trade Assurance application was approved. */
    tradeAssured: boolean;
    countryCode: string;
    supplierType: string;
  };
  category: { slug: string; name: string } | null;
  ratingAverage: number;
  ratingCount: number;
  moq: number;
  stockQuantity: number;
  createdAt: string;
  /** Created within the last 7 days, decided by the database clock. */
  isNew: boolean;
  sampleAvailable: boolean;
  discountPercentage: number;
}

/** A page of a list: its rows, how many match in all, which page and its size. */
export interface PageOf<Row> {
  rows: Row[];
  total: number;
  page: number;
  pageSize: number;
}

/** A page of product cards (`Row`: the card with anything a list adds to it, as deals do). */
export interface ProductPage<Row extends ProductCardData = ProductCardData> extends PageOf<Row> {
  /** More products match than `total`: long lists are counted only so far (docs/decisions/005). */
  totalIsLowerBound: boolean;
}

/** A product discounted right now (/deals): its card, the earlier price and the whole percentage off. */
export interface DealCardData extends ProductCardData {
  /** Minor units, above `price`. */
  originalPrice: number;
  /** Rounded down: 0 when less than 1% is taken off. */
  percentOff: number;
}

/** A page of deals; it is a ProductPage, so the infinite list and pagination take it as one. */
export type DealPage = ProductPage<DealCardData>;

/** Products per page. */
export const productPageSize = 12;

/** The limit of each home-page section. */
export const sectionSize = 12;

/** Days a product counts as new. */
export const newProductDays = 7;

export type StockStatus = "in_stock" | "limited" | "out_of_stock";

/**
 * Whether a product can be ordered now. The cart refuses a product without stock (there are no
 * pre-orders), so every Add to Cart button and every stock badge follows this one rule.
 */
export function canOrder(stockQuantity: number): boolean {
  return stockQuantity > 0;
}

/**
 * Grid card stock badge: above 50 In Stock; 1 to 50 Limited; 0 Out of Stock, because such a
 * product cannot be ordered ({@link canOrder}): the badge must not offer a pre-order beside a
 * disabled "Out of stock" button.
 */
export function stockStatus(stockQuantity: number): StockStatus {
  if (stockQuantity > 50) return "in_stock";
  if (canOrder(stockQuantity)) return "limited";
  return "out_of_stock";
}

export const stockStatusLabels: Record<StockStatus, string> = {
  in_stock: "In Stock",
  limited: "Limited",
  out_of_stock: "Out of Stock",
};

/** Business types are stored in lower case; "service" is shown as Service Provider. */
export function supplierTypeLabel(value: string): string {
  if (value === "service") return "Service Provider";
  return value
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(" ");
}

/**
 * "1,234": counts as the storefront writes them, in its own locale; for server messages and shared
 * helpers. A component writes a count in the request's locale with `useFormat().number`.
 */
export function formatCount(count: number): string {
  return defaultFormatters.number(count);
}

/** "1 follower", "1,234 followers": a count and its noun. */
export function countText(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(count)} ${count === 1 ? singular : plural}`;
}

export interface CategorySummary {
  id: string;
  slug: string;
  name: string;
  description: string;
  imageKey: string | null;
  productCount: number;
}

export interface CountryCount {
  code: string;
  name: string;
  count: number;
}

export interface FeaturedVendor {
  id: string;
  businessName: string;
  businessType: string;
  city: string;
  countryCode: string;
  countryName: string;
  logoKey: string | null;
}

/** The choices the product filter form offers. */
export interface ProductFilterOptions {
  categories: { slug: string; name: string }[];
  countries: { code: string; name: string }[];
  supplierTypes: string[];
}

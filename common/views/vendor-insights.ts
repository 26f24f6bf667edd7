/**
 * What the vendor's dashboard, analytics and customers pages show, as the analytics module's
 * queries return them. Money is in minor units of `currency`.
 */
import type { PageOf } from "../catalog";
import type { InsightBucket, InsightPeriod } from "../vendor-insights";
import type { OrderStatus } from "./orders";

export interface StockAlert {
  id: string;
  name: string;
  stockQuantity: number;
}

export interface VendorDashboard {
  period: InsightPeriod;
  currency: string;
  /** Paid (or on agreed terms), not cancelled, sub-order subtotals placed in the period, before commission. */
  revenue: number;
  /** The sub-orders counted in `revenue`. */
  sales: number;
  /** Sub-orders placed in the period in another currency than `currency`: not in `revenue`. */
  otherCurrencySales: number;
  /** Every sub-order placed in the period, by its status. */
  ordersByStatus: Record<OrderStatus, number>;
  /** Sub-orders (whenever placed) not shipped yet. */
  waitingToShip: { pending: number; processing: number };
  productCount: number;
  lowStock: { count: number; products: StockAlert[] };
  outOfStock: { count: number; products: StockAlert[] };
  unreadMessages: number;
  followers: number;
  views: number;
  /** `sales` ÷ `views` in percent; null without views. */
  conversionPercent: number | null;
  /** What the store profile still lacks. */
  profileMissing: ("logo" | "banner" | "description")[];
}

export interface SalesPoint {
  /** First day of the bucket, "YYYY-MM-DD". */
  bucketStart: string;
  revenue: number;
  sales: number;
}

export interface TopProduct {
  productId: string;
  name: string;
  revenue: number;
  units: number;
}

export interface CountrySales {
  /** ISO code from the order's shipping address; "" when it has none. */
  countryCode: string;
  countryName: string | null;
  revenue: number;
  sales: number;
}

export interface VendorAnalytics {
  period: InsightPeriod;
  bucket: InsightBucket;
  currency: string;
  salesOverTime: SalesPoint[];
  topByRevenue: TopProduct[];
  topByUnits: TopProduct[];
  /** Product views, add-to-cart events and paid sub-orders (orders) in the period. */
  funnel: { views: number; addToCarts: number; orders: number };
  byCountry: CountrySales[];
}

export const customerSorts = ["spent", "recent"] as const;
export type CustomerSort = (typeof customerSorts)[number];

export interface VendorCustomer {
  userId: string;
  name: string;
  email: string;
  orderCount: number;
  /** The buyer's counted sub-orders of this vendor, in `currency`. */
  totalSpent: number;
  currency: string;
  lastOrderAt: Date;
  countryCode: string | null;
  /** The buyer's conversation with this store, when one exists. */
  conversationId: string | null;
}

export type VendorCustomerPage = PageOf<VendorCustomer>;

import type { ReportQuery } from "../admin-reports";
import type { PaymentMethod } from "./orders";

/** Sales (see server/modules/reports/README.md) in one bucket of the period and one currency. */
export interface PeriodSalesRow {
  bucketStart: string;
  currency: string;
  sales: number;
  revenue: number;
}

/** A vendor's or a country's sales in the range: how many, what they came to. */
export interface NamedSalesRow {
  key: string;
  name: string;
  currency: string;
  sales: number;
  revenue: number;
}

/** A category's sold units and their line totals in the range. */
export interface CategorySalesRow {
  key: string;
  name: string;
  currency: string;
  units: number;
  revenue: number;
}

/** Orders placed in the range with one payment method, and those of them paid or on account. */
export interface PaymentMethodRow {
  method: PaymentMethod;
  currency: string;
  orders: number;
  paidOrders: number;
  paidAmount: number;
}

export interface SalesReports {
  query: ReportQuery;
  period: PeriodSalesRow[];
  vendors: NamedSalesRow[];
  categories: CategorySalesRow[];
  countries: NamedSalesRow[];
  payments: PaymentMethodRow[];
}

/** A search term that found nothing in the window: how often, by how many clients, when last. */
export interface NoResultTerm {
  term: string;
  searches: number;
  clients: number;
  lastSearchedAt: string;
}

/** A cart with items not placed as an order for longer than the chosen hours. */
export interface AbandonedCart {
  cartId: string;
  /** The signed-in owner's e-mail; null for a guest's cart. */
  email: string | null;
  units: number;
  currency: string;
  /** The items at today's list prices (the cart's own pricing may differ by tiers and promotions). */
  value: number;
  lastActivityAt: string;
}

export interface CohortRow {
  /** "YYYY-MM": the month of the buyers' first purchase. */
  cohort: string;
  buyers: number;
  /** Share (0–100) of the cohort buying in each month after the first; null for months not yet over. */
  retention: (number | null)[];
}

export interface Insights {
  windowDays: number;
  abandonedAfterHours: number;
  noResultTerms: NoResultTerm[];
  noResultSearches: number;
  searches: number;
  abandoned: {
    carts: number;
    guestCarts: number;
    units: number;
    values: { currency: string; amount: number }[];
    largest: AbandonedCart[];
  };
  repeatBuyers: { buyers: number; repeat: number; ratePercent: number | null };
  cohorts: CohortRow[];
  cohortMonths: number;
}

export interface CategoryForecast {
  categoryId: string;
  name: string;
  /** Sales of the last 30 days, and the forecast of the next 30. */
  last30: number;
  next30: number;
  /** The same method run 30 days ago on the history before, against what then sold. */
  backtest: { forecast: number; actual: number; maePerDay: number; errorPercent: number | null };
}

export interface DailyOrders {
  day: string;
  orders: number;
  /** The day's robust z-score against the window before it; null while that window is too short. */
  score: number | null;
  flag: "high" | "low" | null;
}

export interface TrendingProduct {
  productId: string;
  name: string;
  recentUnits: number;
  priorUnits: number;
  /** Growth in percent; null when nothing sold in the prior window. */
  growthPercent: number | null;
}

export interface AiAnalytics {
  currency: string;
  historyDays: number;
  forecasts: CategoryForecast[];
  dailyOrders: DailyOrders[];
  anomalyWindow: number;
  anomalyThreshold: number;
  trending: TrendingProduct[];
  trendDays: number;
  trendMinUnits: number;
}

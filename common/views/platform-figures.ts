/**
 * What the back office's dashboard shows, as the platform-figures module reads it. Money is in minor
 * units of `currency` (the settlement currency); days are UTC days, "YYYY-MM-DD".
 */
export interface PlatformRanked {
  /** A product or store id, or a country code ("" when the address named none). */
  id: string;
  name: string | null;
  revenue: number;
  /** Units sold (products) or sales (stores and countries). */
  count: number;
}

export interface PlatformFigures {
  currency: string;
  firstDay: string;
  lastDay: string;
  /** When these figures were read (ISO): the page says how old they may be. */
  readAt: string;
  /** Sales placed in the period: vendors' parts of paid or on-account orders, not cancelled, before shipping and tax. */
  gmv: number;
  /** Orders placed in the period with at least one such sale. */
  orders: number;
  /** GMV ÷ orders, in minor units; null without orders. */
  averageOrderValue: number | null;
  newBuyers: number;
  newVendors: number;
  applicationsWaiting: number;
  rfqsOpen: number;
  payoutsPending: { count: number; amount: number };
  topProducts: PlatformRanked[];
  topVendors: PlatformRanked[];
  topCountries: PlatformRanked[];
  /** The six months ending with the period's last month, oldest first ("YYYY-MM"). */
  trend: { month: string; gmv: number; orders: number }[];
}

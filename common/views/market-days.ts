import type { EventProductSort, MarketDayStatus, RegistrationStatus } from "../market-days";

/** A market day as its lists show it; dates as ISO strings, status from the server's clock. */
export interface MarketDaySummary {
  id: string;
  name: string;
  description: string;
  startsAt: string;
  endsAt: string;
  registrationDeadline: string;
  vendorLimit: number;
  status: MarketDayStatus;
  featuredCategory: { id: string; slug: string; name: string } | null;
  approvedVendors: number;
  products: number;
}

export interface EventProduct {
  productId: string;
  name: string;
  imageKey: string | null;
  imageAlt: string | null;
  currency: string;
  price: number;
  eventPrice: number;
  stockQuantity: number;
  vendor: { id: string; businessName: string };
}

export interface EventProductFilters {
  search?: string;
  category?: string;
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  sort: EventProductSort;
}

export interface EventPage {
  day: MarketDaySummary;
  /** The server's clock when the page was read, so a countdown starts from it. */
  now: string;
  vendors: { id: string; businessName: string; logoKey: string | null; productCount: number }[];
  categories: { slug: string; name: string; count: number }[];
  products: { rows: EventProduct[]; total: number; page: number; pageSize: number };
}

export interface VendorOpenMarketDay extends MarketDaySummary {
  taken: number;
  ownStatus: RegistrationStatus | null;
}

export interface VendorRegistration {
  id: string;
  status: RegistrationStatus;
  notes: string | null;
  open: boolean;
  day: MarketDaySummary;
  products: { productId: string; name: string; currency: string; price: number; eventPrice: number }[];
}

export interface AdminRegistration {
  id: string;
  status: RegistrationStatus;
  notes: string | null;
  createdAt: string;
  vendor: { id: string; businessName: string };
  day: { id: string; name: string; status: MarketDayStatus };
  products: number;
}

/**
 * Shapes the vendor directory, the store page and the REST API share.
 * Money in minor units; dates as ISO text.
 */
import type { PageOf } from "./catalog";
import type { SocialLinks } from "./store-profile";

/** A trade show or award with its year (the shape of vendors.trade_shows / awards). */
export interface TradeRecord {
  name: string;
  year: number;
}

/** Vendors per page. */
export const vendorPageSize = 12;
/** Store reviews per page (as product reviews). */
export const storeReviewsPageSize = 10;
/** The store page sidebar shows at most this many. */
export const storeSidebarMainProducts = 5;
export const storeSidebarCertifications = 3;
/** Store product search tracks text of at least this length. */
export const storeSearchMinLength = 2;

/** One card of /vendors and /stores. `rating` is 0 when `ratingCount` is 0. */
export interface VendorCardData {
  id: string;
  businessName: string;
  logoKey: string | null;
  coverKey: string | null;
  verified: boolean;
  /** The vendor's Trade Assurance application was approved. */
  tradeAssured: boolean;
  premium: boolean;
  countryCode: string;
  countryName: string;
  city: string;
  businessType: string;
  description: string;
  rating: number;
  ratingCount: number;
  productCount: number;
}

export type VendorPage = PageOf<VendorCardData>;

/** The choices of the vendor directory's filter form. */
export interface VendorFilterOptions {
  countries: { code: string; name: string }[];
  businessTypes: string[];
}

/** A store's public profile and its numbers. */
export interface StoreProfile extends VendorCardData {
  businessEmail: string;
  businessPhone: string | null;
  address: string | null;
  websiteUrl: string | null;
  verificationLevel: number;
  supplierType: string;
  establishedYear: number | null;
  employeeCount: string | null;
  certifications: string[];
  mainProducts: string[];
  markets: string[];
  languages: string[];
  paymentTerms: string | null;
  tradeShows: TradeRecord[];
  awards: TradeRecord[];
  annualRevenue: string | null;
  minOrderValue: number | null;
  responseRate: number | null;
  responseTimeHours: number | null;
  /** The reply time the vendor promises, in hours. */
  responseTimeTargetHours: number | null;
  shippingPolicy: string;
  returnPolicy: string;
  socialLinks: SocialLinks;
  fulfillmentRate: number | null;
  onTimeDeliveryRate: number | null;
  factorySize: string | null;
  totalOrders: number;
  followerCount: number;
  /** Whether the person looking follows this store (false for guests). */
  viewerFollows: boolean;
  /** Whether the person looking owns this store (they cannot follow or message themselves). */
  viewerOwns: boolean;
}

/** The store profile as its vendor edits it. */
export interface StoreProfileForm {
  businessName: string;
  businessEmail: string;
  businessPhone: string | null;
  city: string;
  description: string;
  shippingPolicy: string;
  returnPolicy: string;
  socialLinks: SocialLinks;
  responseTimeTargetHours: number | null;
  logoKey: string | null;
  coverKey: string | null;
}

/** A review of one of the store's products, as the store's Reviews tab lists it. */
interface StoreReview {
  id: string;
  rating: number;
  comment: string;
  createdAt: string;
  userName: string;
  productId: string;
  productName: string;
}

export type StoreReviewPage = PageOf<StoreReview>;

const storeTabs = ["products", "about", "reviews"] as const;
export type StoreTab = (typeof storeTabs)[number];

export function storeTabParam(value: string | null): StoreTab {
  return storeTabs.find((tab) => tab === value) ?? "products";
}

/** Business type shown as "Vendor" when the vendor gave none. */
export function businessTypeLabel(value: string | null | undefined): string {
  return value?.trim() || "Vendor";
}

/** The checkout's annual revenue choices as words; any other text is shown as written. */
const annualRevenueLabels: Record<string, string> = {
  under_100k: "Under $100K",
  "100k_500k": "$100K – $500K",
  "500k_1m": "$500K – $1M",
  "1m_5m": "$1M – $5M",
  "5m_10m": "$5M – $10M",
  "10m_50m": "$10M – $50M",
  "50m_plus": "$50M+",
  undisclosed: "Undisclosed",
};

export function annualRevenueLabel(value: string): string {
  return annualRevenueLabels[value] ?? value;
}

/** "Within 24 hours" / "Within 1 hour". */
export function responseTimeLabel(hours: number): string {
  return `Within ${hours} ${hours === 1 ? "hour" : "hours"}`;
}

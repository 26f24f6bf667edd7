import type { PageOf } from "#common/catalog";
import type { MaskedPayoutMethod } from "../payout-method-mask";
import type { OrderStatus } from "./orders";

/**
 * What the back office's vendor pages show, as the vendors module's back-office queries return it.
 * One list holds applicants (pending or rejected applications) and stores (active or suspended):
 * an approved application is shown as its store.
 */
export const backOfficeVendorStatuses = ["pending", "rejected", "active", "suspended"] as const;
export type BackOfficeVendorStatus = (typeof backOfficeVendorStatuses)[number];

export interface BackOfficeVendorFilters {
  status?: BackOfficeVendorStatus;
  /** ISO country code. */
  country?: string;
  verified?: boolean;
  /** Found in the business name, the business e-mail or the owner's account e-mail. */
  search?: string;
}

export interface BackOfficeVendorRow {
  kind: "application" | "vendor";
  /** An application id or a vendor id: either opens `/admin/vendors/:id`. */
  id: string;
  businessName: string;
  businessEmail: string;
  accountEmail: string | null;
  countryName: string | null;
  status: BackOfficeVendorStatus;
  verified: boolean;
  /** Submitted (applications) or opened (stores), ISO. */
  since: string;
}

export type BackOfficeVendorPage = PageOf<BackOfficeVendorRow>;

export interface ApplicationDocumentView {
  id: string;
  kind: "identity" | "business_registration" | "other";
  fileName: string;
  contentType: string;
  sizeBytes: number;
}

export interface BackOfficeApplication {
  id: string;
  status: "draft" | "pending" | "approved" | "rejected";
  applicantName: string | null;
  applicantEmail: string;
  businessName: string;
  registrationNumber: string;
  businessType: string;
  countryName: string | null;
  city: string;
  categoryNames: string[];
  description: string;
  businessEmail: string;
  businessPhone: string;
  logoKey: string | null;
  bannerKey: string | null;
  payoutMethod: MaskedPayoutMethod | null;
  documents: ApplicationDocumentView[];
  submittedAt: string | null;
  decidedAt: string | null;
  decidedByEmail: string | null;
  rejectionReason: string | null;
}

export interface BackOfficeStore {
  id: string;
  businessName: string;
  businessEmail: string;
  countryName: string | null;
  city: string;
  isActive: boolean;
  verified: boolean;
  suspendedAt: string | null;
  suspensionReason: string | null;
  openedAt: string;
  productCount: number;
  listedProductCount: number;
  latestProducts: { id: string; name: string; isActive: boolean; price: number; currency: string }[];
  subOrdersByStatus: { status: OrderStatus; count: number }[];
  /** Sub-order subtotals that were not cancelled, per currency. */
  revenue: { currency: string; amount: number }[];
  /** Distinct orders that include this store. */
  orderCount: number;
  rating: number;
  ratingCount: number;
  followerCount: number;
  payoutMethod: MaskedPayoutMethod | null;
}

/** `/admin/vendors/:id`: an application, its store once approved, or a store without an application. */
export interface BackOfficeVendorDetail {
  application: BackOfficeApplication | null;
  store: BackOfficeStore | null;
}

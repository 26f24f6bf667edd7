/** The application to sell as the onboarding page shows it (the vendor-onboarding queries return it). */
import type { ApplicationDocumentKind, VendorApplicationStatus } from "#common/vendor-application";
import type { PayoutMethod } from "#common/payout-method";

export interface ApplicationDocumentView {
  id: string;
  kind: ApplicationDocumentKind;
  fileName: string;
  contentType: string;
  sizeBytes: number;
}

export interface VendorApplicationView {
  id: string;
  status: VendorApplicationStatus;
  businessName: string;
  registrationNumber: string;
  businessType: string;
  countryCode: string | null;
  city: string;
  categoryIds: string[];
  description: string;
  businessEmail: string;
  businessPhone: string;
  logoKey: string | null;
  bannerKey: string | null;
  payoutMethod: PayoutMethod | null;
  documents: ApplicationDocumentView[];
  submittedAt: string | null;
  rejectionReason: string | null;
}

export interface OnboardingOptions {
  countries: { code: string; name: string }[];
  categories: { id: string; name: string }[];
}

/** What selling costs and pays, from the platform's settings. */
export interface SellingTerms {
  /** The commission the platform keeps from each sub-order, in percent; null when not set. */
  commissionPercent: number | null;
  /** The smallest payout a vendor may ask for (minor units), when the platform has set one. */
  minimumPayout: { amount: number; currency: string } | null;
  /** The currency orders and payouts are kept in. */
  currency: string;
}

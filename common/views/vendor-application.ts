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

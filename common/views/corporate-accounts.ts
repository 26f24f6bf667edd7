import type { PageOf } from "#common/catalog";
import type {
  CompanySize,
  CorporateAccountStatus,
  CorporateDiscountTier,
  CorporatePaymentTerms,
} from "../corporate-account";

/** A corporate account as the buyer's page and the back office show it. */
export interface CorporateAccountView {
  id: string;
  userId: string;
  companyName: string;
  address: string;
  registrationNumber: string;
  taxId: string;
  industry: string;
  companySize: CompanySize;
  status: CorporateAccountStatus;
  creditLimit: number;
  paymentTerms: CorporatePaymentTerms;
  discountTier: CorporateDiscountTier;
  accountManager: { id: string; name: string; email: string } | null;
  createdAt: string;
  decidedAt: string | null;
  /** Why the account was rejected, when the admin said (only a rejected account has one). */
  decisionReason: string | null;
  contacts: CorporateContactView[];
  documents: { id: string; fileName: string; contentType: string; sizeBytes: number }[];
}

export interface CorporateContactView {
  id: string;
  name: string;
  email: string;
  phone: string;
  position: string;
  isPrimary: boolean;
}

export interface CorporateAccountRow {
  id: string;
  companyName: string;
  ownerEmail: string;
  status: CorporateAccountStatus;
  discountTier: CorporateDiscountTier;
  paymentTerms: CorporatePaymentTerms;
  createdAt: string;
}

export type CorporateAccountPage = PageOf<CorporateAccountRow>;

/** A person the admin may name account manager. */
export interface AccountManagerChoice {
  id: string;
  name: string;
  email: string;
}

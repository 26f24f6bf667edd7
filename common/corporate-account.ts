/**
 * A buyer's corporate (business) account, as both the pages and the server read it: its statuses and
 * the moves between them, the payment terms and discount tiers an admin grants, and its limits.
 */

/**
 * pending: applied, waiting for an admin; approved: the B2B benefits apply; rejected: refused;
 * suspended: benefits withdrawn for now. Only an admin changes the status.
 */
export const corporateAccountStatuses = ["pending", "approved", "rejected", "suspended"] as const;
export type CorporateAccountStatus = (typeof corporateAccountStatuses)[number];

/** The statuses an admin may move an account to from each one (keeping it is a change of terms only). */
export const corporateAccountTransitions: Record<CorporateAccountStatus, readonly CorporateAccountStatus[]> =
  {
    pending: ["approved", "rejected"],
    approved: ["suspended"],
    rejected: ["approved"],
    suspended: ["approved", "rejected"],
  };

export function canMoveCorporateAccount(from: CorporateAccountStatus, to: CorporateAccountStatus): boolean {
  return from === to || corporateAccountTransitions[from].includes(to);
}

export const corporatePaymentTerms = ["standard", "net_15", "net_30", "net_60"] as const;
export type CorporatePaymentTerms = (typeof corporatePaymentTerms)[number];

export const corporateDiscountTiers = ["standard", "premium", "enterprise"] as const;
export type CorporateDiscountTier = (typeof corporateDiscountTiers)[number];

/** Percent off every price, on top of the quantity tiers, for an approved account. */
export const corporateTierDiscountPercent: Record<CorporateDiscountTier, number> = {
  standard: 0,
  premium: 5,
  enterprise: 10,
};

/** The discount a buyer's account earns: only an approved account has one. */
export function corporateDiscountPercent(
  account: { status: CorporateAccountStatus; discountTier: CorporateDiscountTier } | null,
): number {
  return account?.status === "approved" ? corporateTierDiscountPercent[account.discountTier] : 0;
}

export const companySizes = ["1-10", "11-50", "51-200", "201-500", "501-1000", "1000+"] as const;
export type CompanySize = (typeof companySizes)[number];

/** Sent together with the application (the body limit for its page allows exactly this many). */
export const maxCorporateDocuments = 5;
export const maxCompanyNameLength = 200;
export const maxAddressLength = 500;
export const maxShortFieldLength = 100;
/** The longest reason an admin may give for a rejection (it goes into a notification and an e-mail). */
export const maxDecisionReasonLength = 1000;

/** What the document picker accepts; the server decides from the bytes all the same. */
export const acceptedCorporateDocuments = ".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png";

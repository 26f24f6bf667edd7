import type { PageOf } from "../catalog";
import type { MaskedPayoutMethod } from "../payout-method-mask";

export type LedgerEntryKindView = "earning" | "commission" | "payout" | "payout_reversal" | "adjustment";
export type PayoutStatusView = "requested" | "approved" | "processing" | "paid" | "failed" | "reversed";

/** One change to a vendor's balance, with the order or payout it belongs to. */
export interface LedgerEntryView {
  id: string;
  kind: LedgerEntryKindView;
  /** Signed minor units. */
  amount: number;
  currency: string;
  memo: string | null;
  createdAt: string;
  orderNumber: string | null;
  payoutId: string | null;
}

export interface PayoutView {
  id: string;
  amount: number;
  currency: string;
  status: PayoutStatusView;
  method: MaskedPayoutMethod;
  failureReason: string | null;
  createdAt: string;
  paidAt: string | null;
}

/** A vendor's balance and a page of the entries behind it (its payouts page, the back office's vendor page). */
export interface VendorLedgerView {
  currency: string;
  /** Available to pay out: the sum of the ledger. */
  balance: number;
  ledger: PageOf<LedgerEntryView>;
}

/** What /vendor/payouts shows. */
export interface VendorPayoutsView extends VendorLedgerView {
  /** The smallest payout the vendor may request, minor units. */
  minimum: number;
  method: MaskedPayoutMethod | null;
  /** The country the store is registered in: payouts are paid into an account there. */
  countryCode: string;
  countryName: string;
  payouts: PayoutView[];
}

export interface AdminPayoutRow extends PayoutView {
  vendorName: string;
  reference: string | null;
  attempts: number;
  provider: string | null;
}

export interface AdminPaymentRow {
  id: string;
  orderNumber: string;
  amount: number;
  currency: string;
  provider: string;
  status: "pending" | "succeeded" | "failed" | "voided";
  refundStatus: "pending" | "refunded" | "failed" | null;
  reference: string;
  createdAt: string;
}

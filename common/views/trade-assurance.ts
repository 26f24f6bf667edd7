import type { TradeAssuranceDocumentKind, TradeAssuranceStatus } from "../trade-assurance";

/** Where a signed-in person stands with Trade Assurance, as the apply page shows it. */
export type TradeAssuranceStanding =
  | { kind: "no-store" }
  | {
      kind: "store";
      store: {
        id: string;
        businessName: string;
        businessEmail: string;
        businessPhone: string;
        countryCode: string;
      };
      /** The store's latest application, if any. */
      latest: {
        status: TradeAssuranceStatus;
        createdAt: string;
        rejectionReason: string | null;
        revocationReason: string | null;
      } | null;
    };

/** One row of the back office's queue. */
export interface TradeAssuranceQueueRow {
  id: string;
  businessName: string;
  storeName: string;
  countryName: string;
  status: TradeAssuranceStatus;
  createdAt: string;
}

export interface TradeAssuranceApplicationDetail {
  id: string;
  status: TradeAssuranceStatus;
  store: { id: string; businessName: string };
  applicantEmail: string | null;
  businessName: string;
  registrationNumber: string;
  countryName: string;
  contactPerson: string;
  email: string;
  phone: string;
  address: string;
  businessType: string;
  operationalSince: string;
  annualRevenueUsd: number;
  productCategories: string[];
  createdAt: string;
  decidedAt: string | null;
  decidedByEmail: string | null;
  rejectionReason: string | null;
  /** When an admin took the badge back, who did and why (a revoked application only). */
  revokedAt: string | null;
  revokedByEmail: string | null;
  revocationReason: string | null;
  documents: { id: string; kind: TradeAssuranceDocumentKind; fileName: string; sizeBytes: number }[];
}

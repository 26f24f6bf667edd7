import type { CorporateAccountStatus } from "../corporate-account";

/** The product an RFQ form asks about, as the form shows it. */
export interface RfqFormProduct {
  id: string;
  name: string;
  vendorName: string;
  moq: number;
  currency: string;
}

/** A category to ask suppliers in, labelled with its parents ("Fashion › Bags"). */
export interface RfqCategoryChoice {
  id: string;
  label: string;
}

/**
 * What the /rfq page needs: either the gate (no corporate account, or one that may not send RFQs:
 * its status says why) or the form with the shipping address prefilled from the account.
 */
export type RfqFormPage =
  | { kind: "gate"; accountStatus: CorporateAccountStatus | null }
  | {
      kind: "form";
      shippingAddress: string;
      /** The product asked about, or null to ask in a category. */
      product: RfqFormProduct | null;
      /** A product was named but no shopper can see it. */
      productMissing: boolean;
      categories: RfqCategoryChoice[];
      /** Today where the marketplace keeps its dates: the earliest delivery date (YYYY-MM-DD). */
      today: string;
    };

/** What the buyer sees after sending: where the RFQ went and which files were left out. */
export interface RfqSubmitResult {
  ok: true;
  rfqId: string;
  recipientCount: number;
  /** The chosen files that were not sent, and why. */
  skippedFiles: { fileName: string; reason: string }[];
}

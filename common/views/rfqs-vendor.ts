import type { PageOf } from "#common/catalog";
import type { QuoteStatus, RfqRecipientStatus, RfqStatus } from "../rfq";
import type { RfqRequestView } from "./rfq-request";

/** One RFQ in the vendor's list, with the statuses as of the read (an RFQ past its validity reads expired). */
export interface VendorRfqRow {
  id: string;
  productName: string;
  /** Null for a request about a category. */
  productId: string | null;
  quantity: number;
  unit: string;
  currency: string;
  targetPrice: number | null;
  deliveryDate: string | null;
  companyName: string;
  status: RfqStatus;
  recipientStatus: RfqRecipientStatus;
  quoteStatus: QuoteStatus | null;
  sentAt: string;
}

export type VendorRfqPage = PageOf<VendorRfqRow>;

/** The vendor's own quote on an RFQ, as its form is prefilled. */
export interface VendorQuoteView {
  id: string;
  productId: string;
  productName: string;
  unitPrice: number;
  currency: string;
  quantity: number;
  deliveryTime: string;
  shippingMethod: string;
  paymentTerms: string;
  notes: string;
  isNegotiable: boolean;
  validityDays: number;
  validUntil: string;
  status: QuoteStatus;
  revision: number;
}

/** An RFQ addressed to the vendor, with what it may act on. */
export interface VendorRfqView extends VendorRfqRow, RfqRequestView {
  categoryName: string | null;
  expiresAt: string;
  attachments: { id: string; fileName: string; sizeBytes: number }[];
  quote: VendorQuoteView | null;
  /** For a category request: the vendor's own listed products a quote may offer. */
  productChoices: { id: string; name: string; currency: string }[];
  /** The currency a quote is priced in: the RFQ product's, else the first choice's, else the RFQ's. */
  quoteCurrency: string;
}

/** One message of an RFQ's thread between its buyer and one vendor. */
export interface RfqMessageView {
  id: string;
  body: string;
  /** Which side wrote it. */
  from: "buyer" | "vendor";
  senderName: string;
  createdAt: string;
}

export interface RfqThreadView {
  rfqId: string;
  vendorId: string;
  /** Who the reader is writing to: the store's name for the buyer, the company's for the vendor. */
  otherName: string;
  /** The reader's side; admins read but do not write. */
  me: "buyer" | "vendor" | "admin";
  messages: RfqMessageView[];
}

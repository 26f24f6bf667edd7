/**
 * What the buyer's RFQ pages show, as the rfqs module's queries return them (dates as ISO strings).
 * The pages import these types from here so that no browser code imports server files.
 */
import type { QuoteStatus, RfqRecipientStatus, RfqStatus } from "#common/rfq";
import type { RfqRequestView } from "./rfq-request";

export interface BuyerRfqRow {
  id: string;
  productName: string;
  quantity: number;
  unit: string;
  currency: string;
  /** As of now: an open RFQ past its validity reads as expired. */
  status: RfqStatus;
  createdAt: string;
  quoteCount: number;
  /** The lowest unit price among its quotes, or null without any. */
  bestUnitPrice: number | null;
}

export interface BuyerRfqPage {
  rows: BuyerRfqRow[];
  total: number;
  page: number;
  pageSize: number;
}

export interface BuyerQuote {
  id: string;
  vendorId: string;
  vendorName: string;
  /** Average of the vendor's product reviews, one decimal; null without reviews. */
  vendorRating: number | null;
  unitPrice: number;
  currency: string;
  quantity: number;
  total: number;
  deliveryTime: string;
  shippingMethod: string;
  paymentTerms: string;
  notes: string;
  isNegotiable: boolean;
  validUntil: string;
  /** As of now (an accepted quote not yet ordered past its validity reads as expired). */
  status: QuoteStatus;
  revision: number;
  ordered: boolean;
  /** Open to accept or reject: pending, still valid, on an RFQ the buyer has not decided. */
  decidable: boolean;
  /** Accepted, valid and not yet ordered: the buyer may still order it at its terms. */
  orderable: boolean;
}

export interface BuyerRfqDetail extends RfqRequestView {
  id: string;
  productId: string | null;
  status: RfqStatus;
  /** Open: the buyer may still accept a quote or close it. */
  open: boolean;
  expiresAt: string;
  createdAt: string;
  recipients: { vendorId: string; vendorName: string; status: RfqRecipientStatus }[];
  quotes: BuyerQuote[];
}

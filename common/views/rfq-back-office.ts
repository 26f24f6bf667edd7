/**
 * What the back office's RFQ pages and the three B2B statistics pages show, as the rfqs module's
 * queries return them. Dates are ISO strings; prices are minor units of `currency`.
 */
import type { PageOf } from "../catalog";
import type { CorporateAccountStatus } from "../corporate-account";
import type { QuoteStatus, RfqRecipientStatus, RfqStatus } from "../rfq";
import type { RfqRequestView } from "./rfq-request";

/** One line of /admin/rfqs. `status` is the effective one (an open RFQ past its validity reads expired). */
export interface AdminRfqRow {
  id: string;
  companyName: string;
  productName: string;
  quantity: number;
  unit: string;
  recipientCount: number;
  quoteCount: number;
  status: RfqStatus;
  createdAt: string;
}

export interface AdminRfqPage extends PageOf<AdminRfqRow> {
  /** More RFQs match than `total`: the list counts only so far. */
  totalIsLowerBound: boolean;
}

/** One RFQ as the back office reads it: every recipient, every quote, every file. */
export interface AdminRfqView extends RfqRequestView {
  id: string;
  buyer: { name: string; email: string };
  corporateAccount: { id: string; companyName: string };
  product: { id: string; name: string } | null;
  category: { id: string; name: string } | null;
  /** As stored; `effectiveStatus` is what it reads as now. */
  status: RfqStatus;
  effectiveStatus: RfqStatus;
  statusNote: string | null;
  expiresAt: string;
  createdAt: string;
  updatedAt: string;
  recipients: { vendorId: string; businessName: string; status: RfqRecipientStatus; messageCount: number }[];
  quotes: {
    id: string;
    vendorName: string;
    productName: string;
    unitPrice: number;
    currency: string;
    quantity: number;
    deliveryTime: string;
    shippingMethod: string;
    paymentTerms: string;
    notes: string;
    isNegotiable: boolean;
    validUntil: string;
    /** What it reads as now: pending, or accepted and not ordered, past `validUntil` reads expired. */
    status: QuoteStatus;
    revision: number;
    createdAt: string;
  }[];
  attachments: { id: string; fileName: string; contentType: string; sizeBytes: number }[];
}

/** Whose figures: the whole platform (admins), the RFQs addressed to one store, one buyer's own. */
export type B2bScope =
  { kind: "platform" } | { kind: "vendor"; vendorId: string } | { kind: "buyer"; buyerId: string };

export type B2bActivityKind = "rfq" | "quote" | "corporateAccount";

export interface B2bActivity {
  kind: B2bActivityKind;
  /** What it is about: the product asked for, or the company that applied. */
  subject: string;
  /** Who did it: the buyer's company, the quoting store, the applying company. */
  actor: string;
  at: string;
  /** The page it opens, in the viewer's own area. */
  href: string;
}

export interface B2bRanked {
  id: string;
  name: string;
  rfqCount: number;
  /**
   * The page it links to; null for a product the viewer can neither buy (unlisted or draft) nor
   * edit, which has no page to open.
   */
  href: string | null;
}

export interface B2bStatistics {
  scope: B2bScope["kind"];
  totalRfqs: number;
  totalQuotes: number;
  /** Every status, effective (open RFQs past their validity count as expired). */
  rfqsByStatus: Record<RfqStatus, number>;
  /** pending + processing. */
  openRfqs: number;
  /** accepted. */
  completedRfqs: number;
  /** accepted / total × 100; 0 without RFQs. */
  conversionRate: number;
  /** Only on the platform's figures (a store or a buyer has no corporate accounts to count). */
  corporateAccountsByStatus: Record<CorporateAccountStatus, number> | null;
  topProducts: B2bRanked[];
  /** Empty for a store's own figures (it would rank itself alone). */
  topVendors: B2bRanked[];
  activities: B2bActivity[];
  /** Six calendar months (UTC), oldest first, the current one last; months without RFQs are 0. */
  trend: { month: string; rfqCount: number }[];
}

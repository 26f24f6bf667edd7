/**
 * Requests for quotation (RFQs) and their quotes, as both the pages and the server read them: the
 * statuses, who may move them where, and the limits of the form.
 *
 * An RFQ goes to one vendor (the product's) or, when the buyer asks for a category, to up to
 * `maxRfqVendors` vendors at once; each addressed vendor is a recipient with its own status and at
 * most one quote. The RFQ's own status follows its recipients until the buyer decides.
 */

/**
 * pending: sent, no vendor has acted; processing: a vendor is working on it; quoted: at least one
 * quote is waiting for the buyer; accepted: the buyer took a quote (completed); rejected: the buyer
 * closed it without taking one; expired: it passed its validity with no accepted quote.
 */
export const rfqStatuses = ["pending", "processing", "quoted", "accepted", "rejected", "expired"] as const;
export type RfqStatus = (typeof rfqStatuses)[number];

/** Counted as open and as completed on the B2B statistics. */
export const openRfqStatuses: readonly RfqStatus[] = ["pending", "processing"];
export const completedRfqStatuses: readonly RfqStatus[] = ["accepted"];
/** No one but an admin moves an RFQ out of these. */
export const closedRfqStatuses: readonly RfqStatus[] = ["accepted", "rejected", "expired"];

/** One addressed vendor's progress: it may mark the RFQ as being worked on, then quote. */
export const rfqRecipientStatuses = ["pending", "processing", "quoted"] as const;
export type RfqRecipientStatus = (typeof rfqRecipientStatuses)[number];

/**
 * pending: waiting for the buyer (the vendor may still revise it); accepted: the buyer took it and may
 * order at its terms until it expires; rejected: the buyer turned it down (or took another vendor's);
 * expired: its validity passed while pending or accepted-but-not-ordered.
 */
export const quoteStatuses = ["pending", "accepted", "rejected", "expired"] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

export type RfqActor = "buyer" | "vendor" | "admin";

/** The statuses each party may set on an RFQ, from each status (admins may set any). */
export const rfqTransitions: Record<
  Exclude<RfqActor, "admin">,
  Partial<Record<RfqStatus, readonly RfqStatus[]>>
> = {
  vendor: {
    pending: ["processing", "quoted"],
    processing: ["quoted"],
    quoted: ["quoted"],
  },
  buyer: {
    pending: ["rejected", "expired"],
    processing: ["rejected", "expired"],
    quoted: ["accepted", "rejected", "expired"],
  },
};

export function canMoveRfq(actor: RfqActor, from: RfqStatus, to: RfqStatus): boolean {
  if (actor === "admin") return true;
  return rfqTransitions[actor][from]?.includes(to) ?? false;
}

/** The form's default quantity. */
export const defaultRfqQuantity = 100;
export const maxRfqQuantity = 10_000_000;
/**
 * A quote's total (price per unit × quantity) in minor units at most: ₦1,000,000,000,000, far above any
 * real offer and far below 2^53, so a cart of quoted lines with VAT still adds up to an exact amount.
 */
export const maxQuoteTotal = 100_000_000_000_000;
/** A category request reaches at most this many vendors. */
export const maxRfqVendors = 10;
/** An RFQ no one accepted a quote on closes (expired) this many days after it was sent. */
export const rfqValidityDays = 30;
/** What the Quote tab promises. */
export const quoteReplyHours = 24;
export const maxRfqAttachments = 5;
export const maxRfqAttachmentBytes = 10 * 1024 * 1024;
export const maxRfqTextLength = 2000;
export const maxRfqShortTextLength = 200;
/** A quote holds for 1 to 90 days from when it was sent (or last revised). */
export const minQuoteValidityDays = 1;
export const maxQuoteValidityDays = 90;
export const defaultQuoteValidityDays = 14;

/**
 * The status as of `now`: an open RFQ past its validity reads as expired even before the sweep has
 * written it, so no page shows a stale "pending" (the server persists it on the next command or sweep).
 */
export function effectiveRfqStatus(rfq: { status: RfqStatus; expiresAt: Date }, now: Date): RfqStatus {
  return !closedRfqStatuses.includes(rfq.status) && rfq.expiresAt <= now ? "expired" : rfq.status;
}

/** Likewise for a quote: pending or accepted (not yet ordered) past `validUntil` reads as expired. */
export function effectiveQuoteStatus(
  quote: { status: QuoteStatus; validUntil: Date },
  now: Date,
  { ordered = false }: { ordered?: boolean } = {},
): QuoteStatus {
  const stillOpen = quote.status === "pending" || (quote.status === "accepted" && !ordered);
  return stillOpen && quote.validUntil <= now ? "expired" : quote.status;
}

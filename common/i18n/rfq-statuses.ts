import type { PageTexts } from "./catalogue";

/**
 * The names of RFQ and quote statuses, the same on the buyer's, the vendor's and the back office's
 * pages (their status filters and badges read them from here). The vendor's pages name its own
 * progress and quote in their own words (`vendorRfqsTexts`).
 */
export const rfqStatusTexts = {
  en: {
    statuses: {
      pending: "Pending",
      processing: "Processing",
      quoted: "Quoted",
      accepted: "Accepted",
      rejected: "Rejected",
      expired: "Expired",
    },
    quoteStatuses: { pending: "Pending", accepted: "Accepted", rejected: "Rejected", expired: "Expired" },
    /** Each addressed vendor's progress, as the buyer and the back office read it. */
    recipientStatuses: { pending: "Not started", processing: "Working on it", quoted: "Quoted" },
  },
} satisfies PageTexts;

/**
 * The URLs of requests for quotation: the form, the buyer's and the vendor's lists and details, the
 * back office's, the attachments and the B2B statistics. Kept apart from common/paths.ts, whose
 * storefront URLs the shell ships to every page (decision 020).
 */

const encode = encodeURIComponent;

/** The RFQ form (/request-quote redirects here); about one product, or open for a category. */
export const rfqPath = "/rfq";

/** The form about one product (its vendor receives the RFQ). */
export function rfqForProductPath(productId: string): string {
  return `${rfqPath}?product=${encode(productId)}`;
}

/** The buyer's RFQs, at either of the spec's two addresses. */
export const accountRfqsPath = "/account/rfqs";
export const dashboardRfqsPath = "/dashboard/rfqs";

/** Which of the two list addresses a page of the buyer's RFQs is under (its links stay there). */
export function buyerRfqsListFor(pathname: string): string {
  return pathname.startsWith(dashboardRfqsPath) ? dashboardRfqsPath : accountRfqsPath;
}

/** One of the buyer's RFQs with its quotes side by side, under the list it was opened from. */
export function buyerRfqPath(listPath: string, rfqId: string): string {
  return `${listPath}/${encode(rfqId)}`;
}

/** RFQs addressed to the signed-in vendor. */
export const vendorRfqsPath = "/vendor/rfqs";

export function vendorRfqPath(rfqId: string): string {
  return `${vendorRfqsPath}/${encode(rfqId)}`;
}

/** Every RFQ, for admins. */
export const adminRfqsPath = "/admin/rfqs";

/** One RFQ in the back office (the detail link of the B2B views). */
export function adminRfqPath(rfqId: string): string {
  return `/admin/b2b/rfqs/${encode(rfqId)}`;
}

/** A file sent with an RFQ: for its buyer, the vendors it is addressed to and admins only. */
export function rfqAttachmentPath(attachmentId: string): string {
  return `/rfq-attachments/${encode(attachmentId)}`;
}

/** The B2B statistics, for each scope: the platform (admin), one store, one buyer. */
export const adminB2bPath = "/admin/b2b";
export const vendorB2bPath = "/vendor/b2b";
export const dashboardB2bPath = "/dashboard/b2b";

/** The API that sends an RFQ (JSON, or multipart with files: the form posts there to show upload progress). */
export const rfqsApiPath = "/api/rfqs";

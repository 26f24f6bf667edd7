import { maxRfqAttachments } from "./rfq";

/**
 * How much one request may send, in one place (the body-limit middleware, the upload checks and
 * the file pickers read these). Bodies are refused past these sizes before they are read whole.
 */

/** The largest file a person may upload: a purchase order or a product document. */
export const maxUploadBytes = 10 * 1024 * 1024;
/** Any body without a file: JSON, form posts, webhooks. */
export const maxBodyBytes = 1024 * 1024;
/** A multipart form: one upload plus room for its other fields and the multipart framing. */
export const maxMultipartBodyBytes = maxUploadBytes + maxBodyBytes;
/**
 * The pages whose forms carry a file (the checkout's purchase order, a product page's documents, the
 * vendor application's pictures and documents), with
 * React Router's `.data` form of each: only these take a multipart body of the upload size. Any
 * other page's multipart form is held to the small limit, so nobody can make every page hold 11 MB.
 */
export const uploadPagePaths: readonly RegExp[] = [
  /^\/checkout(\.data)?$/,
  /^\/products\/[^/]+(\.data)?$/,
  /^\/vendor\/(store|storefront-banners)(\.data)?$/,
  // A vendor's product form (its images) and the products page (the CSV import).
  /^\/vendor\/products(\/[^/]+)?(\.data)?$/,
  /^\/vendors\/onboarding(\.data)?$/,
];
/** The Trade Assurance application: its three required papers and up to five more, in one post. */
export const maxApplicationBodyBytes = 8 * maxUploadBytes + maxBodyBytes;
/** The corporate account application: up to five verification documents, in one post. */
export const maxCorporateUploadBodyBytes = 5 * maxUploadBytes + maxBodyBytes;
/** A request for quotation: its fields and up to five attachments, in one post. */
export const maxRfqUploadBodyBytes = maxRfqAttachments * maxUploadBytes + maxBodyBytes;
/**
 * The forms that send several files in one post, by method and path, each with the body it may
 * send: its files of 10 MB each plus the form's fields.
 */
export const multiFileUploads: readonly { method: string; path: RegExp; maxBytes: number }[] = [
  { method: "POST", path: /^\/trade-assurance\/apply(\.data)?$/, maxBytes: maxApplicationBodyBytes },
  { method: "POST", path: /^\/api\/trade-assurance\/apply$/, maxBytes: maxApplicationBodyBytes },
  {
    method: "POST",
    path: /^\/(account|dashboard)\/corporate(\.data)?$/,
    maxBytes: maxCorporateUploadBodyBytes,
  },
  { method: "POST", path: /^\/rfq(\.data)?$/, maxBytes: maxRfqUploadBodyBytes },
  { method: "POST", path: /^\/api\/rfqs$/, maxBytes: maxRfqUploadBodyBytes },
];
/**
 * The API operations that take a file, by method and path, held to the upload size as the pages above
 * are: the checkout's payment step with its purchase-order document.
 */
export const uploadApiOperations: readonly { method: string; path: RegExp }[] = [
  { method: "PUT", path: /^\/api\/v1\/checkout\/payment$/ },
];

/** Files one client (address) may store in an hour, so nobody fills the disk however they upload. */
export const maxUploadsPerClientPerHour = 30;
/**
 * Pictures one store may upload from its back office in an hour: enough to photograph a hundred new
 * products, which an approved and accountable vendor does in an afternoon.
 */
export const maxUploadsPerStorePerHour = 400;
/** An uploaded purchase order that no order (and no cart) refers to is deleted once this old. */
export const unusedUploadMaxAgeMs = 24 * 60 * 60 * 1000;

/** A product picture: at most this large each (the form's whole post stays within the multipart limit). */
export const maxProductImageBytes = 5 * 1024 * 1024;
/** Pictures one product may have. */
export const maxProductImages = 8;

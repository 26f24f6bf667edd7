/**
 * The Trade Assurance application, as both its page and the server read it: the business types and
 * product categories it offers, the documents it takes and its limits.
 */
export const tradeAssuranceBusinessTypes = [
  "manufacturer",
  "wholesaler",
  "distributor",
  "retailer",
  "exporter",
  "importer",
  "service",
] as const;
export type TradeAssuranceBusinessType = (typeof tradeAssuranceBusinessTypes)[number];

export const tradeAssuranceCategories = [
  "agriculture",
  "textiles",
  "handicrafts",
  "beauty",
  "electronics",
  "furniture",
  "jewelry",
  "minerals",
  "leather",
  "other",
] as const;
export type TradeAssuranceCategory = (typeof tradeAssuranceCategories)[number];

/** The three papers every application needs, under the multipart field names the form and API use. */
export const requiredTradeAssuranceDocuments = ["registrationDoc", "taxDoc", "bankStatement"] as const;
export type RequiredTradeAssuranceDocument = (typeof requiredTradeAssuranceDocuments)[number];
export type TradeAssuranceDocumentKind = RequiredTradeAssuranceDocument | "additional";

/** Further papers (certificates, references) beyond the three required: at most this many. */
export const maxAdditionalTradeAssuranceDocuments = 5;
/** Multipart names of the further papers: additionalDoc0 … additionalDoc4. */
export const additionalDocumentField = (index: number) => `additionalDoc${index}`;

/** What the file pickers offer; the server decides from the bytes all the same. */
export const acceptedTradeAssuranceDocuments =
  ".pdf,.jpg,.jpeg,.png,.doc,.docx,application/pdf,image/jpeg,image/png,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/**
 * pending: sent, waiting for an admin; approved: the store carries the Trade Assurance badge;
 * rejected: with a reason the applicant reads, after which they may apply again (a new application);
 * revoked: an approved badge an admin took away, with a reason; the store may apply again too.
 */
export const tradeAssuranceStatuses = ["pending", "approved", "rejected", "revoked"] as const;
export type TradeAssuranceStatus = (typeof tradeAssuranceStatuses)[number];

/** Where applicants write with questions about their application. */
export const tradeAssuranceSupportEmail = "support@shopafricanbrands.com";

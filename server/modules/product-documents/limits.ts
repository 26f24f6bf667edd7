import { maxUploadBytes } from "#common/request-limits";

/** Upload limits are enforced, not only stated: 5 documents a product, 10 MB each. */
export const maxDocumentsPerProduct = 5;
export const maxDocumentBytes = maxUploadBytes;
export const maxDocumentNameLength = 120;
/**
 * Every document file's media key starts here; /media never serves these (downloads go through
 * /documents/:id).
 */
export const documentKeyPrefix = "documents/";

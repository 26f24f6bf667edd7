import { documentKeyPrefix } from "../product-documents/limits";

/** Documents are never served by /media (its rule for this prefix); only the download route reads them. */
export const corporateDocumentKeyPrefix = `${documentKeyPrefix}corporate/`;
export const maxCorporateDocumentNameLength = 120;
export const corporateAccountsPageSize = 20;

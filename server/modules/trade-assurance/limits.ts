import { maxUploadBytes } from "#common/request-limits";
import { documentKeyPrefix } from "../product-documents/limits";

/** One upload limit for the whole site: 10 MB a paper. */
export const maxTradeAssuranceFileBytes = maxUploadBytes;
/** Papers are never served by /media (its rule for this prefix); only the download route reads them. */
export const tradeAssuranceDocumentKeyPrefix = `${documentKeyPrefix}trade-assurance/`;
export const maxDocumentFileNameLength = 120;

import { maxUploadBytes } from "#common/request-limits";
import { documentKeyPrefix } from "../product-documents/limits";

/** One upload limit for the whole site: 10 MB a file (logo, banner or document). */
export const maxApplicationFileBytes = maxUploadBytes;
/** Images larger than this many pixels are refused before they are decoded (a decompression bomb). */
export const maxImageInputPixels = 40_000_000;
/** Logos and banners are kept no larger than these (the store page never shows them bigger). */
export const storedImageSize = { logo: { width: 800, height: 800 }, banner: { width: 2400, height: 800 } };
/** Logos and banners are public once the store is live, so /media serves them. */
export const applicationImageKeyPrefix = "applications/";
/** Documents are never served by /media (its rule for this prefix); only the download route reads them. */
export const applicationDocumentKeyPrefix = `${documentKeyPrefix}applications/`;
export const maxDocumentFileNameLength = 120;

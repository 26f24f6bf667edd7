import type { PageTexts } from "./catalogue";

/** The product cards' quick view dialog. Kept in its own module so it ships with the dialog's code only. */
export const quickViewTexts = {
  en: {
    close: "Close quick view",
    verifiedVendor: "Verified vendor",
    unavailable: "This product is no longer available.",
    loadFailed: "The product details could not be loaded. Open the product page instead.",
    loading: "Loading product details…",
    viewDetails: "View Details",
    country: "Country",
    anyCountry: "Africa",
    category: "Category",
    uncategorized: "Uncategorized",
    minimumOrder: "Minimum order",
    units: (count: number, written: string) => `${written} ${count === 1 ? "unit" : "units"}`,
    leadTime: "Lead time",
    /** Said when the vendor gave no lead time. */
    defaultLeadTime: "7-14 days",
  },
} satisfies PageTexts;

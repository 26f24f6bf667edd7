import type { PageTexts } from "./catalogue";

/** The texts of /stores, shipped only with that page. */
export const storesPageTexts = {
  en: {
    title: "African Vendor Stores",
    titlePage: (page: number) => `African Vendor Stores (page ${page})`,
    metaDescription: "Visit the stores of verified African brands and makers, from Lagos to Nairobi.",
    searchLabel: "Search stores",
    searchPlaceholder: "Search stores...",
    results: "Stores",
    listLabel: "Store pages",
    loadFailed: "Failed to load stores. Please try again.",
  },
} satisfies PageTexts;

/** The texts of /vendors, shipped only with that page. */
export const vendorsPageTexts = {
  en: {
    metaTitle: "Vendors",
    title: "Vendor Directory",
    titlePage: (page: number) => `Vendor Directory (page ${page})`,
    metaDescription:
      "Find African manufacturers, wholesalers, exporters, designers and artisan cooperatives: filter by country, business type, verification and rating.",
    results: "Vendors",
    listLabel: "Vendor pages",
    loadFailed: "Failed to load vendors. Please try again.",
  },
} satisfies PageTexts;

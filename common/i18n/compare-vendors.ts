import type { PageTexts } from "./catalogue";

/**
 * The product page's Compare button and its Compare Vendors dialog. Kept in their own module so they
 * ship with the product page only (the dialog's code loads the first time it opens). Counts come as
 * the number (for singular or plural) and as already written for the locale.
 */
export const compareVendorsTexts = {
  en: {
    open: "Compare",
    close: "Close comparison",
    title: "Compare Vendors",
    intro: (product: string) => `Offers like ${product} from other vendors in the same category.`,
    missing: "This product is no longer available to compare.",
    loadFailed: "The comparison could not be loaded. Please try again.",
    loading: "Finding comparable offers…",
    search: "Search vendors",
    searchPlaceholder: "Vendor or product name",
    sortBy: "Sort By",
    sortOptions: {
      price: "Price: low to high",
      rating: "Rating: high to low",
      lead_time: "Lead time: shortest first",
      moq: "Minimum order: lowest first",
    },
    filters: "Filters",
    verifiedOnly: "Verified vendors only",
    inStockOnly: "In stock only",
    /** The title a shared comparison link carries. */
    shareTitle: (product: string) => `Compare vendors: ${product}`,
    export: "Export",
    onlyOffer: "No other vendor sells this kind of product yet.",
    /** "Showing 3 offers of 5." */
    showing: (count: number, written: string, total: string) =>
      `Showing ${written} ${count === 1 ? "offer" : "offers"} of ${total}.`,
    noMatch: "No offers match the search and filters.",
    tabs: "Comparison",
    overview: "Overview",
    overviewCaption: "Overview",
    performance: "Performance Metrics",
    performanceCaption: "Performance metrics",
    pricing: "Pricing Details",
    pricingCaption: "Pricing details",
    keyDifferences: "Key Differences",
    priceRange: "Price range",
    /** "1,200 – 4,500": the lowest and highest of a figure among the offers shown. */
    range: (low: string, high: string) => `${low} – ${high}`,
    days: (span: string) => `${span} days`,
    units: (span: string) => `${span} units`,
    notStated: "Not stated",
    columns: {
      vendor: "Vendor",
      product: "Product",
      price: "Price",
      minimumOrder: "Minimum order",
      leadTime: "Lead time",
      rating: "Rating",
      stock: "Stock",
      responseRate: "Response rate",
      responseTime: "Response time",
      fulfilmentRate: "Fulfilment rate",
      onTimeDelivery: "On-time delivery",
      totalOrders: "Total orders",
      unitPrice: "Unit price",
      minimumOrderCost: "Minimum order cost",
      bestBulkDiscount: "Best bulk discount",
      contact: "Contact",
    },
    /** Said when the vendor gave no lead time. */
    contactSupplier: "Contact supplier",
    /** "4.3 (12 reviews)". */
    rating: (average: string, count: number, written: string) =>
      `${average} (${written} ${count === 1 ? "review" : "reviews"})`,
    noReviews: "No reviews yet",
    outOfStock: "Out of Stock",
    percent: (figure: string) => `${figure}%`,
    hours: (hours: string) => `${hours} h`,
    upToOff: (percent: string) => `Up to ${percent}% off`,
    noDiscount: "None",
    thisProduct: "This product",
    contactVendor: (vendor: string) => `Contact ${vendor}`,
    /** The exported file's header row and its yes and no; figures stay as numbers. */
    csv: {
      vendor: "Vendor",
      country: "Country",
      verified: "Verified",
      product: "Product",
      unitPrice: "Unit price",
      currency: "Currency",
      minimumOrder: "Minimum order",
      leadTime: "Lead time",
      rating: "Rating",
      reviews: "Reviews",
      bestBulkDiscount: "Best bulk discount %",
      responseRate: "Response rate %",
      responseTime: "Response time (hours)",
      fulfilmentRate: "Fulfilment rate %",
      onTimeDelivery: "On-time delivery %",
      totalOrders: "Total orders",
      yes: "yes",
      no: "no",
    },
  },
} satisfies PageTexts;

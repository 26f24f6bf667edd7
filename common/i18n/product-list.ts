import type { PageTexts } from "./catalogue";

/**
 * The product lists' own texts: the cards, the filters, the results line and the empty states of
 * /products, search, deals, categories, collections and stores. Kept in their own module so they
 * ship with the pages that list products only. Counts come as the number (for singular or plural)
 * and as already written for the locale.
 */
export const productListTexts = {
  en: {
    /** "1 product", "1,234 products", or "1,000+ products" for a list counted only so far. */
    productCount: (count: number, written: string, atLeast = false) =>
      `${written}${atLeast ? "+" : ""} ${count === 1 && !atLeast ? "product" : "products"}`,
    /** "Showing 1–24 of 213 products": from the first product shown to the last one loaded. */
    showing: (from: string, to: string, ofProducts: string) => `Showing ${from}–${to} of ${ofProducts}`,
    /** A category tile's accessible name: "Textiles, 24 products". */
    categoryLabel: (category: string, products: string) => `${category}, ${products}`,
    noProductsOnPage: "No products on this page",
    firstPage: "Go to the first page",
    newBadge: "New",
    sampleBadge: "Sample Available",
    quickViewLabel: (product: string) => `Quick view: ${product}`,
    verifiedVendor: "Verified vendor",
    minimumOrder: (quantity: string) => `Min. order: ${quantity}`,
    filters: "Filters",
    filtersWithCount: (count: string) => `Filters (${count})`,
    filtersLabel: "Product filters",
    keywords: "Keywords",
    category: "Category",
    allCategories: "All categories",
    price: "Price (₦)",
    priceUnit: "price",
    moq: "Minimum order quantity",
    moqUnit: "order",
    rangeMin: (unit: string) => `Min ${unit}`,
    rangeMax: (unit: string) => `Max ${unit}`,
    country: "Country of origin",
    supplierType: "Supplier type",
    allSupplierTypes: "All supplier types",
    minimumRating: "Minimum rating",
    anyRating: "Any rating",
    starsAndUp: (stars: number, written: string) => `${written} ${stars === 1 ? "star" : "stars"} & up`,
    availabilityAndVendor: "Availability and vendor",
    inStockOnly: "In stock only",
    verifiedOnly: "Verified vendors only",
    apply: "Apply",
    clearFilters: "Clear filters",
  },
} satisfies PageTexts;

/** The texts of /products, shipped only with that page. */
export const productsPageTexts = {
  en: {
    title: "Products",
    titleMatching: (search: string) => `Products matching “${search}”`,
    titleFromCountry: (country: string) => `Products from ${country}`,
    titlePage: (title: string, page: number) => `${title} (page ${page})`,
    metaDescription:
      "Browse authentic African products from African vendors: filter by category, price, minimum order, country of origin, supplier type and rating.",
    results: "Results",
    listLabel: "Product pages",
    emptyTitle: "No products yet",
    backToHome: "Back to Home",
  },
} satisfies PageTexts;

import type { PageTexts } from "./catalogue";

/** The product list filters (/products and the category pages). Kept apart from the cards' texts, which the product page ships too. */
export const productFiltersTexts = {
  en: {
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
  },
} satisfies PageTexts;

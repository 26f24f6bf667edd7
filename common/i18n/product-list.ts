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
    browseAllProducts: "Browse all products",
    newBadge: "New",
    sampleBadge: "Sample Available",
    quickViewLabel: (product: string) => `Quick view: ${product}`,
    verifiedVendor: "Verified vendor",
    noReviews: "No reviews yet",
    /** Card stars: "4.3 (12)" on screen, "Rated 4.3 out of 5, 12 reviews" to a screen reader. */
    ratingShort: (average: string, count: string) => `${average} (${count})`,
    ratingLabel: (average: string, count: number, written: string) =>
      `Rated ${average} out of 5, ${written} ${count === 1 ? "review" : "reviews"}`,
    addToWishlistLabel: (product: string) => `Add ${product} to wishlist`,
    removeFromWishlistLabel: (product: string) => `Remove ${product} from wishlist`,
    minimumOrder: (quantity: string) => `Min. order: ${quantity}`,
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
  },
} satisfies PageTexts;

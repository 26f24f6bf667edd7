/**
 * The Add to Cart and Buy Now buttons of product cards, quick view, the product page and its
 * Business area. Kept in its own module so it ships with the pages that show those buttons only.
 */
export const cartButtonTexts = {
  en: {
    addToCart: "Add to Cart",
    /** The button's accessible name: a grid holds one per card, so each names its product. */
    addToCartLabel: (product: string) => `Add to Cart: ${product}`,
    adding: "Adding…",
    buyNow: "Buy Now",
    buyNowLabel: (product: string) => `Buy Now: ${product}`,
    outOfStock: "Out of stock",
  },
};

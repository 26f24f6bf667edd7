import type { PageTexts } from "./catalogue";

/** The texts of the home page, shipped only with it. */
export const homePageTexts = {
  en: {
    metaTitle: "Shop African Brands — Authentic African products for retail and business buyers",
    metaDescription:
      "Discover authentic African brands: fashion, home decor, jewelry, food, beauty, art and crafts from African vendors, for retail and business buyers.",
    heroTitle: "Shop African Brands",
    heroText:
      "Authentic products from African vendors, in one marketplace for retail shoppers and business buyers alike.",
    browseProducts: "Browse Products",
    bannersLabel: "Featured on the marketplace",
    becomeVendor: "Become a Vendor",
    bestSellingTitle: "Best Selling",
    bestSellingText: "What shoppers look at most.",
    bestSellingLink: "View all products",
    categoriesTitle: "Shop by Category",
    categoriesLink: "All categories",
    latestTitle: "Latest Arrivals",
    latestText: "New from African vendors.",
    latestLink: "View all new arrivals",
    heritageTitle: "Heritage Collection",
    heritageText: "Traditional craft and heritage designs.",
    heritageLink: "Browse all products",
    vendorsTitle: "Featured Vendors",
    vendorsText: "Verified African businesses selling on the marketplace.",
    vendorsLink: "All vendors",
    businessTitle: "For business buyers",
    businessText:
      "Sourcing for a shop, hotel, office or distributor? Buy in volume directly from African vendors.",
    rfqText: "Describe what you need and receive quotes from vendors.",
    bulkOrdersText: "Order in volume with quantity pricing.",
    tradeAssuranceText: "Trade with protection for qualifying orders.",
  },
} satisfies PageTexts;

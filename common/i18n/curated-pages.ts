import type { PageTexts } from "./catalogue";

/**
 * The texts of /deals, shipped only with that page. Its title, meta description and introduction are
 * also the first content of its stored page (db/seed/content-pages.ts), which admins edit; these
 * stand in when that row is missing.
 */
export const dealsTexts = {
  en: {
    metaTitle: "Deals",
    metaDescription:
      "African brands' products on sale right now: every price here is below the price its vendor charged before, deepest discounts first.",
    metaTitlePage: (title: string, page: number) => `${title} (page ${page})`,
    title: "Deals",
    intro:
      "Products whose vendors have cut their price: each card shows the price before the cut and how much comes off. Bulk tiers and business prices still apply on top in your cart.",
    emptyTitle: "No deals right now",
    emptyText:
      "No vendor has a product on sale at the moment. Quantity discounts apply every day: see how bulk pricing works.",
    bulkOrdersLink: "How bulk pricing works",
    listLabel: "Deal pages",
    percentOff: (percent: string) => `−${percent}%`,
    dealLabel: (percent: string, price: string) => `${percent}% off, was ${price}`,
    smallDealLabel: (price: string) => `Reduced, was ${price}`,
  },
} satisfies PageTexts;

/** The texts shared by the curated collection pages (/african-crafts, /african-machinery). */
export const collectionTexts = {
  en: {
    emptyTitle: "No products in this collection yet",
    seeAll: (category: string) => `See all of ${category}`,
    productsTitle: (category: string) => `${category} in this collection`,
    listLabel: (title: string) => `${title} pages`,
    metaTitlePage: (title: string, page: number) => `${title} (page ${page})`,
    relatedTitle: "Related categories",
    nextStepsTitle: "Buying for a business?",
    rfqLink: "Request a quote",
    bulkOrdersLink: "Bulk orders",
    tradeAssuranceLink: "Trade Assurance",
  },
} satisfies PageTexts;

/**
 * Each collection's own texts. The title, meta description and introduction seed its stored page
 * (db/seed/content-pages.ts), which admins edit, and stand in when that row is missing.
 */
export const africanCraftsTexts = {
  en: {
    metaTitle: "African Crafts",
    metaDescription:
      "Hand-carved masks, stools, drums, soapstone and blackwood sculpture and beadwork, sold directly by the carvers and artisan guilds who make them.",
    title: "African Crafts",
    intro:
      "Carved masks and headrests, three-leg stools, djembe, sabar and frame drums, soapstone and blackwood sculpture, beaded dolls and woven baskets: each piece is made by hand, so grain, size and finish vary from one to the next. Buy one for your home or order in quantity for a shop or hotel; the price per unit falls as the quantity rises.",
  },
} satisfies PageTexts;

export const africanMachineryTexts = {
  en: {
    metaTitle: "African Machinery",
    metaDescription:
      "Hammer mills, oil expellers, threshers, cassava graters, packing machines and spares, built by African engineering workshops for farms and small factories.",
    title: "African Machinery",
    intro:
      "Hammer mills, groundnut oil expellers and screw presses, maize threshers, cassava graters, seed cleaners, pouch packing machines, gearboxes and the spares and tools to keep them running, built by workshops that know local crops and power supplies. Each listing gives its specifications and lead time; ask the vendor for a quote when you need a configuration, installation or freight to your site.",
  },
} satisfies PageTexts;

/** Each curated collection's texts by its key (common/curated-collections.ts). */
export const curatedCollectionTexts = {
  africanCrafts: africanCraftsTexts,
  africanMachinery: africanMachineryTexts,
};

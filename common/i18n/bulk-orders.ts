import type { PageTexts } from "./catalogue";

/** The texts of /bulk-orders and /dashboard/bulk-orders, shipped only with those pages. */
export const bulkOrdersTexts = {
  en: {
    metaTitle: "Bulk Orders",
    metaDescription:
      "Buy African brands in volume: quantity pricing tiers, minimum orders and a quick order by SKU.",
    title: "Bulk Orders",
    intro:
      "Buy in volume straight from African brands. The price per unit falls as the quantity of a product rises, and you can fill your cart from a list of SKUs.",
    tiersTitle: "How bulk pricing works",
    tiersText:
      "Every product has a ladder of quantity tiers. When a cart line reaches a tier, every unit on it costs less. These are the platform's tiers; a vendor may set its own for a product, and the product page always shows the ladder that applies.",
    tiersCaption: "Platform quantity tiers",
    tierQuantity: "Quantity",
    tierDiscount: "Discount per unit",
    tierFrom: (quantity: string) => `${quantity}+ units`,
    tierOff: (percent: string) => `${percent}% off`,
    noTiers:
      "No platform tiers are set at the moment; products with their own tiers show them on their pages.",
    moqTitle: "Minimum order quantity (MOQ)",
    moqText:
      "Each product states the fewest units its vendor sells in one order. A cart line below it cannot be checked out, so the quick order refuses such a row and tells you the minimum.",
    rfqTitle: "Requests for quotation",
    rfqText:
      "For quantities beyond the tiers, custom specifications or a price you want to negotiate, a business buyer with a corporate account sends the vendor a request for quotation: the quantity, a target price, the delivery date and any customization. The vendor answers with a quote (price per unit, delivery time, payment terms and how long it is valid); accepting it turns it into an order at exactly the quoted terms.",
    quickOrderTitle: "Quick order",
    quickOrderText:
      'Type SKUs and quantities, or paste a list with one "SKU,quantity" per line (a header line is fine). Every row with a known SKU and a quantity at or above the product\'s minimum order goes into your cart at its tier price. A row that cannot be added stays here with its reason; the good rows are added anyway.',
    maxRows: (maximum: string) => `Up to ${maximum} rows per quick order.`,
    rowLegend: (row: number) => `Row ${row}`,
    sku: "SKU",
    quantity: "Quantity",
    pasteLabel: "Or paste a list (CSV)",
    pasteHint: "One product per line: SKU,quantity",
    submit: "Add to cart",
    submitting: "Adding…",
    addedTitle: (count: number) => `Added to your cart (${count})`,
    added: (units: string, name: string, sku: string) => `${units} × ${name} (${sku})`,
    failedTitle: (count: number) => `Not added (${count})`,
    failedRow: (row: number, sku: string) => `Row ${row}${sku ? ` (${sku})` : ""}`,
    failedRowsKept: "The rows that were not added are back in the form above, with their reason, to correct.",
    viewCart: "View cart",
    dashboardMetaTitle: "Bulk Orders",
    dashboardTitle: "My bulk orders",
    dashboardIntro: (units: string) =>
      `Your orders of ${units} units or more. Reorder puts the same products and quantities in your cart at today's prices.`,
    emptyTitle: "No bulk orders yet",
    emptyText: (units: string) => `An order of ${units} units or more shows here, ready to reorder.`,
    browseProducts: "Browse Products",
    orderNumber: (number: string) => `Order ${number}`,
    orderLine: (date: string, items: string, units: string) => `${date} · ${items} · ${units}`,
    items: (count: number, formatted: string) => `${formatted} ${count === 1 ? "item" : "items"}`,
    units: (count: number, formatted: string) => `${formatted} ${count === 1 ? "unit" : "units"}`,
    reorder: "Reorder",
    reorderOf: (number: string) => `Reorder ${number}`,
    reorderAdded: (count: number) =>
      `${count} ${count === 1 ? "line" : "lines"} added to your cart at today's prices.`,
    reorderFailedTitle: "Not added",
    reorderFailed: (name: string, message: string) => `${name}: ${message}`,
    pages: "Bulk order pages",
  },
} satisfies PageTexts;

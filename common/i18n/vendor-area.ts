import type { PageTexts } from "./catalogue";

/** The vendor back office's frame: its section navigation, shown around every vendor-area page. */
export const vendorAreaTexts = {
  en: {
    navLabel: "Vendor",
    sections: {
      dashboard: "Dashboard",
      products: "Products",
      orders: "Orders",
      rfqs: "RFQs",
      messages: "Messages",
      customers: "Customers",
      analytics: "Analytics",
      b2b: "B2B statistics",
      payouts: "Payouts",
      store: "Store profile",
      banners: "Storefront banners",
      marketDays: "Market days",
      myMarketDays: "My market days",
    },
    suspended:
      "Your store is suspended: buyers cannot see it or its products. Contact support to reinstate it.",
  },
} satisfies PageTexts;

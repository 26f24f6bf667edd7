import type { AdminSectionKey } from "#common/admin-sections";
import type { PageTexts } from "./catalogue";

/** The back office's frame: its section navigation, shown around every admin-area page. */
export const adminAreaTexts = {
  en: {
    navLabel: "Admin",
    sections: {
      dashboard: "Dashboard",
      orders: "Orders",
      vendors: "Vendors",
      products: "Products",
      categories: "Categories",
      tradeAssurance: "Trade Assurance",
      corporateAccounts: "Corporate accounts",
      rfqs: "RFQs",
      support: "Support inbox",
      b2b: "B2B overview",
      users: "Users",
      activityLogs: "Activity log",
      transactions: "Transactions",
      features: "Feature flags",
      settings: "Settings",
      roles: "Roles",
      sslCheck: "Security check",
      designSystem: "Design system",
      pages: "Pages",
      sections: "Reusable sections",
      content: "Home & footer",
      media: "Media library",
      reports: "Reports",
      insights: "Insights",
      aiAnalytics: "AI analytics",
      marketDays: "Market days",
      marketDayRegistrations: "Market day registrations",
    } satisfies Record<AdminSectionKey, string>,
  },
} satisfies PageTexts;

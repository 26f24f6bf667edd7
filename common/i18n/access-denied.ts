import type { PageTexts } from "./catalogue";

/** The texts of /access-denied, shipped only with that page (the reasons are the spec's messages). */
export const accessDeniedTexts = {
  en: {
    metaTitle: "Access Denied | Shop African Brands",
    title: "Access Denied",
    dashboard: "Go to my dashboard",
  },
} satisfies PageTexts;

import type { PageTexts } from "./catalogue";

/** The back office's sign-in page, /admin/login. */
export const adminLoginTexts = {
  en: {
    metaTitle: "Back office sign-in",
    title: "Back office sign-in",
    intro: "For Shop African Brands administrators and staff. Sign in with your company account.",
    shopperLink: "Shopping or selling? Sign in here",
  },
} satisfies PageTexts;

import type { PageTexts } from "./catalogue";

/** The texts of the Order Confirmed banner (/order-success, and a guest's order page just after placing). */
export const orderConfirmationTexts = {
  en: {
    trackOrder: "Track this order",
    guestLinkTitle: "Keep your tracking link",
    guestLinkText: (email: string) =>
      `Without an account this link is the only way back to your order, so keep it. We also e-mailed it to ${email} with your confirmation.`,
    guestLinkLabel: "Tracking link",
    copyLink: "Copy link",
    copyFailed: "Could not copy the link. Select it and copy it instead.",
  },
} satisfies PageTexts;

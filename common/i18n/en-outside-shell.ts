/**
 * English texts that no page of the storefront shell shows: form validation, access refusals and
 * payment errors, which the server sends and a few back-office and sign-in pages repeat. Kept out of
 * en.ts, which every page downloads; `messages` (common/messages.ts) joins the two for server code.
 */
export const enOutsideShell = {
  validation: {
    emailRequired: "Email is required",
    emailInvalid: "Enter a valid email address",
    passwordRequired: "Password is required",
    passwordTooShort: "Password must be at least 8 characters",
    passwordTooLong: "Password must be at most 128 characters",
    passwordsDoNotMatch: "Passwords do not match",
    fullNameRequired: "Full name is required",
    fullNameTooLong: "Full name must be at most 100 characters",
  },

  access: {
    requiredRole: "You do not have the required role to access this page",
    requiredPermission: "You do not have the required permission to access this page",
    noAccess: "You do not have access to this page",
    checkFailed: "An error occurred while checking access",
    notAuthorized: "You are not authorized to access this resource.",
    adminRequired: "Admin access required",
    noStoreYet: "You do not have a store yet.",
  },

  checkoutApi: {
    multipartPaymentStepOnly:
      "Send this step as a JSON object. Only the payment step takes a multipart form, for its purchase-order document.",
  },

  payments: {
    notAwaitingPayment: "This order does not await a card or mobile money payment.",
    beingOpened: "Your payment page is being opened. Please try again in a moment.",
    shipUnpaid: "This order is not paid yet. Ship it once its payment has arrived.",
    expectedTotalRequired: "Send expectedTotal: the order total you reviewed, in minor units.",
    /** Order history notes for money that arrived when the order no longer took it. */
    extraPayment: (amount: string, why: "paid" | "cancelled", refunded: boolean) =>
      `${why === "paid" ? `A second payment of ${amount} was received` : `A payment of ${amount} arrived after the order was cancelled`} and ${refunded ? "has been refunded" : "will be refunded"}.`,
  },

  /** The vendor's store profile and storefront banners: what the server refuses and confirms. */
  vendorStore: {
    businessNameRequired: "Enter your business name.",
    tooLong: (max: number) => `Use at most ${max} characters.`,
    businessEmailInvalid: "Enter a valid business e-mail address.",
    businessPhoneInvalid: "Enter a phone number of 7 to 15 digits, e.g. +234 803 123 4567.",
    cityRequired: "Enter the city you trade from.",
    responseTimeRange: "Enter a whole number of hours from 1 to 168 (one week), or leave it empty.",
    socialLinkHttps: "Enter a full address starting with https://.",
    socialLinkHost: (site: string) => `Enter the address of your page on ${site}.`,
    imageRequired: "Choose an image to upload.",
    imageTooLarge: (megabytes: number) => `Images can be at most ${megabytes} MB.`,
    imageType: "Upload a JPEG, PNG or WebP image.",
    imageTooSmall: (width: number, height: number) =>
      `The image is too small: use one at least ${width} × ${height} pixels.`,
    profileSaved: "Your store profile has been saved.",
    imageSaved: "Your picture has been saved.",
    imageRemoved: "Your picture has been removed.",
    bannerTitleRequired: "Give the banner a title.",
    bannerDateInvalid: "Enter a date.",
    bannerEndBeforeStart: "The end must be after the start.",
    bannerPositionInvalid: "Enter a whole number from 0 to 999.",
    bannerLinkInvalid: "Link to your store or to one of your own listed products, e.g. /products/…",
    bannerNotFound: "Banner not found",
    bannerCreated: "The banner has been added.",
    bannerUpdated: "The banner has been saved.",
    bannerDeleted: "The banner has been deleted.",
    tooManyBanners: (max: number) => `A store can have at most ${max} banners. Delete one first.`,
  },
};

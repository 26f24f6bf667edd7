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

  /** The application to sell: field rules, refusals and the checks before it is submitted. */
  vendorOnboarding: {
    disabled: "Applications to sell are closed at the moment. Please try again later.",
    alreadyVendor: "You already sell on Shop African Brands: manage your store from the vendor dashboard.",
    notEditable: "Your application has been submitted and can no longer be changed while it is reviewed.",
    businessNameRequired: "Enter your business name",
    businessNameTooLong: "Use at most 120 characters for the business name",
    registrationNumberRequired: "Enter your business registration number",
    registrationNumberInvalid: "Use letters, digits, spaces, / and - only, at most 40 characters",
    businessTypeRequired: "Choose what kind of business you are",
    countryRequired: "Choose the country your business is registered in",
    cityRequired: "Enter the city you trade from",
    cityTooLong: "Use at most 80 characters for the city",
    categoriesRequired: "Choose at least one category you sell in",
    categoriesTooMany: "Choose at most 5 categories",
    descriptionTooShort: "Describe your business in at least 50 characters",
    descriptionTooLong: "Use at most 2,000 characters for the description",
    businessEmailInvalid: "Enter a valid business e-mail address",
    businessPhoneInvalid: "Enter a phone number with its country code, e.g. +234 803 123 4567",
    imageRequired: "Choose an image to upload",
    imageNotImage: "Upload a PNG, JPEG or WebP image",
    imageTooSmall: (minimum: string) => `The image must be at least ${minimum} pixels wide`,
    payoutTypeRequired: "Choose a bank account or mobile money",
    bankNameRequired: "Enter the bank's name",
    accountNumberInvalid: "Enter the account number: 6 to 34 letters and digits (an IBAN is fine)",
    accountNameRequired: "Enter the name on the account",
    providerRequired: "Choose a mobile money provider",
    providerNotInCountry: (provider: string, country: string) => `${provider} does not pay out in ${country}`,
    phoneInvalid: (country: string, example: string) => `Enter a ${country} mobile number, e.g. ${example}`,
    documentKindRequired: "Choose what the document is",
    documentRequired: "Choose a file to upload",
    documentNotAccepted: "Upload a PDF, JPEG or PNG file",
    documentsTooMany: (maximum: number) =>
      `An application can have at most ${maximum} documents. Remove one first.`,
    identityDocumentMissing: "Add an identity document (passport, national ID or driver's licence)",
    registrationDocumentMissing: "Add your business registration certificate",
    logoMissing: "Upload your logo",
    payoutMissing: "Add where your earnings are paid",
    stepIncomplete: "Complete this step before submitting",
    payoutNeedsCountry: "Save your business details, with your country, before adding a payout method",
    documentNotFound: "Document not found",
  },
};

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

  /** The vendor's products: the form's field messages, bulk actions, images and the CSV import. */
  vendorProducts: {
    nameRequired: "Enter the product's name.",
    nameTooLong: (max: number) => `Use at most ${max} characters for the name.`,
    descriptionTooLong: (max: number) => `Use at most ${max} characters for the description.`,
    categoryUnknown: "Choose a category from the list.",
    priceRequired: "Enter the price, e.g. 12500 or 12500.50.",
    priceInvalid: "Enter a price above 0 with at most two decimals, e.g. 12500.50.",
    originalPriceInvalid: "Enter the original price with at most two decimals, or leave it empty.",
    originalPriceNotAbove: "The original price must be above the price, or leave it empty.",
    moqInvalid: "Enter a whole number of at least 1.",
    stockInvalid: "Enter a whole number of 0 or more.",
    skuRequired: "Enter a SKU: your own code for this product.",
    skuInvalid: (max: number) =>
      `Use at most ${max} letters, digits, dots, dashes, underscores or slashes for the SKU.`,
    skuTaken: "You already have a product with this SKU.",
    leadTimeTooLong: (max: number) => `Use at most ${max} characters for the lead time.`,
    countryUnknown: "Choose a country from the list.",
    certificationsInvalid: (count: number, length: number) =>
      `List at most ${count} certifications of at most ${length} characters each.`,
    specsInvalid: (count: number, length: number) =>
      `Give each specification a name and a value (at most ${count} rows, ${length} characters each).`,
    statusInvalid: "Choose draft, listed or unlisted.",
    productNotFound: "Product not found.",
    chooseProducts: "Select at least one product.",
    tooManySelected: (max: number) => `Select at most ${max} products at a time.`,
    imageMissing: "Choose one or more images to upload.",
    imageNotAnImage: (name: string) => `${name} is not a JPEG, PNG or WebP image.`,
    imageTooLarge: (name: string, megabytes: number) => `${name} is larger than ${megabytes} MB.`,
    imageTooSmall: (name: string, pixels: number) => `${name} is smaller than ${pixels}×${pixels} pixels.`,
    tooManyImages: (max: number) => `A product can have at most ${max} images. Remove one first.`,
    imageNotFound: "That image was already removed.",
    orderedCannotDelete: (name: string) =>
      `${name} has been ordered, so it stays for the buyers' order history: unlist it instead.`,
    csvMissing: "Choose a CSV file to import.",
    csvNotText: "The file is not a CSV text file (UTF-8).",
    csvUnreadable: (reason: string) => `The file could not be read as CSV: ${reason}`,
    csvNoRows: "The file has a header row but no products.",
    csvTooManyRows: (max: number) => `Import at most ${max} products at a time; split the file.`,
    csvMissingColumns: (columns: string) => `The header row lacks these columns: ${columns}.`,
    csvDuplicateSku: "This SKU appears on an earlier row of the file.",
    csvCategoryUnknown: "No category has this slug.",
  },
};

import { adminCatalogMessages } from "./admin-catalog";
import { adminOrdersMessages } from "./admin-orders";
import { adminContentMessages, homeContentMessages } from "./admin-content-messages";
import { customizationChoiceMessages } from "./customization-choice";
import { marketDayMessages } from "./market-days";

/**
 * English texts that no page of the storefront shell shows: form validation, access refusals and
 * payment errors, which the server sends and a few back-office and sign-in pages repeat. Kept out of
 * en.ts, which every page downloads; `messages` (common/messages.ts) joins the two for server code.
 */
export const enOutsideShell = {
  marketDays: marketDayMessages,

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

  /** A quick order's per-row answers (/bulk-orders) and a reorder's (/dashboard/bulk-orders). */
  quickOrder: {
    skuRequired: "Enter a SKU",
    unknownSku: (sku: string) => `No product has the SKU ${sku}`,
    chooseOnProductPage: (choice: string) => `${choice} on its product page to order it`,
    ambiguousSku: (sku: string) =>
      `The SKU ${sku} is sold by more than one vendor: add it from its product page`,
    noLongerAvailable: "This product is no longer available",
    empty: "Enter at least one SKU and quantity",
    tooMany: (maximum: number) => `A quick order takes at most ${maximum} rows`,
    csvInvalid: (detail: string) => `The pasted list is not valid CSV: ${detail}`,
    orderNotFound: "Order not found",
  },

  /** A buyer's customization of a cart line, judged by common/customization-choice.ts. */
  customizationChoice: customizationChoiceMessages,

  access: {
    requiredRole: "You do not have the required role to access this page",
    requiredPermission: "You do not have the required permission to access this page",
    noAccess: "You do not have access to this page",
    checkFailed: "An error occurred while checking access",
    notAuthorized: "You are not authorized to access this resource.",
    adminRequired: "Admin access required",
    noStoreYet: "You do not have a store yet.",
  },

  /** What the REST API says about the `cursor` a list gave out (server/lib/cursor.ts). */
  cursor: {
    invalid: "This cursor is not one this list gave out. Start again from the first page, without a cursor.",
    withPage: "Send either cursor or page, not both.",
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

  /** The admin's catalogue moderation: products unlisted with a reason, featured; the category tree. */
  adminCatalog: adminCatalogMessages,

  /** The back office's order actions: cancel, refund, mark paid, move a part on, internal notes. */
  adminOrders: adminOrdersMessages,
  /** The admin's content pages, page builder, revisions and media library. */
  adminContent: adminContentMessages,
  /** The home page's banners and sections and the footer's links (/admin/content). */
  homeContent: homeContentMessages,

  /** The admin's decisions on vendor applications and stores (server messages, notifications, e-mails). */
  adminVendors: {
    applicationNotFound: "Application not found",
    vendorNotFound: "Vendor not found",
    notFound: "No application or vendor with this id",
    applicationTransition: (status: string, action: string) =>
      `This application is ${status}: it cannot be ${action}.`,
    vendorTransition: (status: string, action: string) => `This store is ${status}: it cannot be ${action}.`,
    reasonRequired: "Give a reason: the applicant reads it",
    suspensionReasonRequired: "Give a reason for the suspension",
    reasonTooLong: (max: number) => `Keep the reason under ${max} characters`,
    incompleteApplication:
      "The application lacks a business name, country or e-mail, so no store can be made",
    approvedTitle: "Your store is approved",
    approvedMessage: (businessName: string) =>
      `${businessName} is now live on Shop African Brands. Add your first products from your dashboard.`,
    rejectedTitle: "Your application was not approved",
    rejectedMessage: (reason: string) =>
      `Reason: ${reason} You can correct your application and submit it again.`,
    approvedMailSubject: (businessName: string) =>
      `${businessName} is approved to sell on Shop African Brands`,
    approvedMailIntro: (businessName: string) =>
      `Good news: your application for ${businessName} is approved. Your store page is live and your account is now a vendor account.`,
    approvedMailAction: "Open your vendor dashboard",
    approvedMailOutro: "Add your products, set your store profile, and buyers across Africa can find you.",
    rejectedMailSubject: "Your application to sell on Shop African Brands",
    rejectedMailIntro: (businessName: string, reason: string) =>
      `Thank you for applying to sell ${businessName} on Shop African Brands. We could not approve the application yet. Reason: ${reason}`,
    rejectedMailAction: "Correct your application",
    rejectedMailOutro: "Once corrected, submit it again and we will review it promptly.",
    suspendedTitle: "Your store is suspended",
    suspendedMessage: (businessName: string, reason: string) =>
      `${businessName} and its products are hidden from buyers. Reason: ${reason}`,
    suspendedMailSubject: (businessName: string) => `${businessName} is suspended on Shop African Brands`,
    suspendedMailIntro: (businessName: string, reason: string) =>
      `An administrator has suspended ${businessName}: your store page and products are hidden from buyers until it is reinstated. Reason: ${reason}`,
    suspendedMailAction: "Open your vendor dashboard",
    suspendedMailOutro:
      "You can still sign in to your vendor area and ship the orders you already have. Reply to this e-mail once the reason is dealt with.",
    reinstatedTitle: "Your store is open again",
    reinstatedMessage: (businessName: string) =>
      `${businessName} and its listed products are visible to buyers again.`,
    reinstatedMailSubject: (businessName: string) => `${businessName} is reinstated on Shop African Brands`,
    reinstatedMailIntro: (businessName: string) =>
      `Good news: an administrator has reinstated ${businessName}. Your store page and listed products are visible to buyers again.`,
    reinstatedMailAction: "Open your vendor dashboard",
    reinstatedMailOutro: "Check your stock and prices are still right before the orders come in.",
  },

  /** Corporate accounts: the buyer's application and contacts, and the admin's decision. */
  corporateAccounts: {
    companyNameRequired: "Company name is required",
    addressRequired: "Company address is required",
    registrationNumberRequired: "Registration number is required",
    taxIdRequired: "Tax ID is required",
    industryRequired: "Industry is required",
    companySizeRequired: "Choose the size of your company",
    tooLong: (max: number) => `Keep this under ${max} characters`,
    documentsRequired: "Add at least one verification document",
    documentsTooMany: (max: number) => `Send at most ${max} documents`,
    documentNotAccepted: (file: string) => `${file} is not a PDF, JPEG or PNG file`,
    documentTooLarge: (file: string) => `${file} is larger than 10 MB`,
    alreadyApplied: "You already have a corporate account",
    reapplyNotRejected: (status: string) =>
      `Your corporate account is ${status}: only a rejected application can be sent again.`,
    reapplied: "Application Sent Again",
    reapplyFailed: "Failed to send your application again",
    reasonTooLong: (max: number) => `Keep the reason under ${max} characters`,
    notFound: "Corporate account not found",
    noAccount: "Apply for a corporate account first",
    created: "Corporate Account Created",
    createdDescription:
      "Your application is pending approval. You will get a notification once it is reviewed.",
    createFailed: "Failed to create corporate account",
    statusChanged: (status: string) => `The corporate account has been ${status}`,
    updated: "Corporate Account Updated",
    updateFailed: "Failed to update account status",
    transition: (from: string, to: string) => `A ${from} account cannot be ${to}.`,
    statusRequired: "Choose a status",
    paymentTermsRequired: "Choose payment terms",
    discountTierRequired: "Choose a discount tier",
    creditLimitInvalid: "Enter a credit limit of 0 or more",
    accountManagerInvalid: "Choose a staff member as account manager",
    contactNameRequired: "Contact name is required",
    contactEmailInvalid: "Enter a valid email address",
    contactAdded: "Contact Added",
    contactUpdated: "Contact Updated",
    contactDeleted: "Contact Deleted",
    addContactFailed: "Failed to add contact",
    updateContactFailed: "Failed to update contact",
    deleteContactFailed: "Failed to delete contact",
    contactNotFound: "Contact not found",
    contactPermission: "You don't have permission to add contacts to this account",
    primaryContact: "You cannot delete the primary contact",
    noticeTitle: (status: string) => `Your corporate account has been ${status}`,
    noticeMessage: (companyName: string, status: string, reason: string | null = null) =>
      status === "approved"
        ? `${companyName} is approved: your business prices and payment terms now apply when you are signed in.`
        : `The corporate account of ${companyName} is now ${status}.${reason ? ` Reason: ${reason}` : ""} Contact us if you have questions.`,
    mailSubject: (companyName: string, status: string) =>
      `The corporate account of ${companyName} has been ${status}`,
    mailAction: "See your corporate account",
    mailOutro: "Thank you for buying with Shop African Brands.",
  },

  /** A vendor's bulk pricing tiers and customization options: what the server answers. */
  productPricing: {
    productNotFound: "Product not found",
    tierAdded: "Bulk Pricing Tier Added",
    tierUpdated: "Bulk Pricing Tier Updated",
    tierDeleted: "Bulk Pricing Tier Deleted",
    tierAddFailed: "Failed to add bulk pricing tier",
    tierUpdateFailed: "Failed to update bulk pricing tier",
    tierDeleteFailed: "Failed to delete bulk pricing tier",
    tierNotFound: "Bulk pricing tier not found",
    optionAdded: "Customization Option Added",
    optionUpdated: "Customization Option Updated",
    optionDeleted: "Customization Option Deleted",
    optionAddFailed: "Failed to add customization option",
    optionUpdateFailed: "Failed to update customization option",
    optionDeleteFailed: "Failed to delete customization option",
    optionNotFound: "Customization option not found",
    valueAdded: "Customization Value Added",
    valueUpdated: "Customization Value Updated",
    valueDeleted: "Customization Value Deleted",
    valueAddFailed: "Failed to add customization option value",
    valueUpdateFailed: "Failed to update customization option value",
    valueDeleteFailed: "Failed to delete customization option value",
    valueNotFound: "Customization option value not found",
    minQuantityWhole: "Enter a whole number of units.",
    minQuantityAtLeast: (minimum: string) => `A tier starts at ${minimum} units or more.`,
    minQuantityAtMost: (maximum: string) => `A tier starts at ${maximum} units at most.`,
    minQuantityTaken: (quantity: string) => `There is already a tier from ${quantity} units.`,
    discountNumber: "Enter a percentage, with at most two decimals.",
    discountRange: (minimum: string, maximum: string) =>
      `The discount is between ${minimum}% and ${maximum}%.`,
    discountAbove: (percent: string, quantity: string) =>
      `Must be more than ${percent}%, the discount from ${quantity} units: larger orders never pay more per unit.`,
    discountBelow: (percent: string, quantity: string) =>
      `Must be less than ${percent}%, the discount from ${quantity} units: smaller orders never pay less per unit.`,
    tooManyTiers: (maximum: string) => `A product has at most ${maximum} tiers. Delete one first.`,
    nameRequired: "Enter a name.",
    valueRequired: "Enter a value.",
    textTooLong: (maximum: string) => `Use at most ${maximum} characters.`,
    typeRequired: "Choose a type.",
    amountInvalid: "Enter an amount in naira, such as 1500 or 1500.50.",
    amountTooLarge: (maximum: string) => `Enter at most ${maximum}.`,
    wholeNumber: (minimum: string, maximum: string) => `Enter a whole number from ${minimum} to ${maximum}.`,
    tooManyOptions: (maximum: string) => `A product has at most ${maximum} customization options.`,
    tooManyValues: (maximum: string) => `An option has at most ${maximum} choices.`,
    typeHasChoices: "Delete this option's choices before changing its type.",
    valuesOnlyForSelect: "Only a choice option has choices.",
    valueTaken: "This option already has a choice with this value.",
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

  /** The Trade Assurance application: its field rules (spelled as the product states them) and decisions. */
  tradeAssurance: {
    businessNameRequired: "Business name is required",
    registrationNumberRequired: "Registration number is required",
    countryRequired: "Country is required",
    contactPersonRequired: "Contact person name is required",
    emailInvalid: "Invalid email address",
    phoneRequired: "Valid phone number is required",
    addressRequired: "Business address is required",
    businessTypeRequired: "Business type is required",
    operationalSinceRequired: "This field is required",
    annualRevenueRequired: "Annual revenue is required",
    categoriesRequired: "Select at least one product category",
    termsRequired: "You must accept the terms and conditions",
    registrationDocRequired: "Business registration document is required",
    taxDocRequired: "Tax registration document is required",
    bankStatementRequired: "Bank statement is required",
    documentNotAccepted: "Upload a PDF, JPG, PNG or Word (.doc, .docx) file",
    tooManyAdditional: (maximum: number) => `Add at most ${maximum} additional documents`,
    failed: "Failed to submit application. Please try again.",
    notASeller:
      "Trade Assurance is for sellers with a store on Shop African Brands. Open your store first, then apply.",
    alreadyPending:
      "Your store's Trade Assurance application is being reviewed. We will e-mail you once it is decided.",
    alreadyApproved: "Your store is already covered by Trade Assurance.",
    notFound: "Application not found",
    notPending: "This application has already been decided.",
    notApproved: "Only an approved application's badge can be revoked.",
    revokeReasonRequired: "Give the reason for revoking the badge",
    revokedTitle: "Trade Assurance badge revoked",
    revokedMessage: (store: string, reason: string) =>
      `The Trade Assurance badge of ${store} has been revoked: ${reason}`,
    revokedMailSubject: (store: string) => `The Trade Assurance badge of ${store} has been revoked`,
    revokedMailIntro: (store: string, reason: string) =>
      `An administrator has revoked the Trade Assurance badge of ${store}: buyers no longer see it on your store page, product pages and cards. The reason: ${reason}`,
    revokedMailAction: "Apply again",
    revokedMailOutro:
      "Once the points above are fixed, you can send a new application with your documents and we will review it within 24-48 hours.",
    approvedTitle: "Trade Assurance approved",
    approvedMessage: (store: string) =>
      `${store} now carries the Trade Assurance badge on its store page, product pages and cards.`,
    rejectedTitle: "Trade Assurance application not approved",
    rejectedMessage: (reason: string) => `Your Trade Assurance application was not approved: ${reason}`,
    approvedMailSubject: (store: string) => `${store} is now covered by Trade Assurance`,
    approvedMailIntro: (store: string) =>
      `Good news: we checked your business and documents, and ${store} now carries the Trade Assurance badge. Buyers see it on your store page, your product pages and your product cards.`,
    approvedMailAction: "See your store",
    approvedMailOutro:
      "Keep your orders shipped on time and as described: that is what the badge promises your buyers.",
    rejectedMailSubject: "Your Trade Assurance application",
    rejectedMailIntro: (store: string, reason: string) =>
      `We could not approve the Trade Assurance application of ${store}. The reason: ${reason}`,
    rejectedMailAction: "Apply again",
    rejectedMailOutro:
      "Once the points above are fixed, send a new application with your documents and we will review it within 24-48 hours.",
  },

  /** A vendor's balance, payout requests and the back office's payout decisions. */
  payouts: {
    amountRequired: "Enter the amount to pay out",
    amountPositive: "Amount must be positive",
    insufficientFunds: "Insufficient funds",
    belowMinimum: (minimum: string) => `The smallest payout is ${minimum}`,
    noPayoutMethod: "Add a bank account or mobile-money wallet under Payout method on this page first.",
    notFound: "Payout not found",
    notApprovable: "Only a requested payout can be approved.",
    notRetryable: "Only a failed payout can be sent again.",
    notFailable: "Only a requested or failed payout can be marked failed.",
    reasonRequired: "Say why the payout failed",
    memoRequired: "Say what the adjustment is for",
    memoTooLong: (max: number) => `Keep the reason under ${max} characters`,
    adjustmentNotZero: "Enter a non-zero amount: positive credits the vendor, negative debits",
    providerRefused: "The payment provider did not accept the transfer.",
    sandboxDeclined: "Declined on the sandbox test page",
  },

  /** Where a vendor's earnings are paid (onboarding's payout step and the vendor's payouts page). */
  payoutMethod: {
    typeRequired: "Choose a bank account or mobile money",
    accountNameRequired: "Enter the name on the account",
    accountNameTooLong: "Use at most 100 characters for the name on the account",
    countryRequired: "Save your business details, with your country, before adding a payout method",
    bankNameRequired: "Enter the bank's name",
    bankNameTooLong: "Use at most 100 characters for the bank's name",
    nubanInvalid: "Enter the 10-digit NUBAN account number",
    nigerianBankCodeInvalid: "A Nigerian bank code is 3 to 6 digits, e.g. 058",
    accountNumberInvalid: "Enter the account number: 6 to 34 letters and digits (an IBAN is fine)",
    bankCodeInvalid: "A bank code is 2 to 11 letters and digits (a SWIFT/BIC code is fine)",
    providerRequired: "Choose a mobile money provider",
    providerNotInCountry: (provider: string, country: string) => `${provider} does not pay out in ${country}`,
    phoneInvalid: (country: string, example: string) => `Enter a ${country} mobile number, e.g. ${example}`,
  },

  /** The back office's RFQ pages and the B2B statistics. */
  rfqBackOffice: {
    notFound: "RFQ not found",
    statisticsAccessDenied: "Access denied",
    statusUpdated: "RFQ Status Updated",
    updateFailed: "Failed to update RFQ status",
    statusRequired: "Choose a status",
    noteTooLong: (max: number) => `Keep the note under ${max} characters`,
    noticeTitle: "RFQ Status Updated",
    noticeMessage: (productName: string, status: string, note: string | null) =>
      `Your RFQ for ${productName} is now ${status}.${note ? ` Note from Shop African Brands: ${note}` : ""}`,
  },
};

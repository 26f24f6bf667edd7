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
    adjustmentNotZero: "Enter a non-zero amount: positive credits the vendor, negative debits",
    providerRefused: "The payment provider did not accept the transfer.",
    sandboxDeclined: "Declined on the sandbox test page",
    methodTypeRequired: "Choose a bank account or a mobile-money wallet",
    accountNameRequired: "Enter the name on the account",
    countryRequired: "Choose the country of the account",
    bankNameRequired: "Enter the bank's name",
    bankCodeInvalid: "A bank code is 3 to 6 digits",
    accountNumberInvalid: (digits: string) => `Enter the account number: ${digits} digits`,
    networkRequired: "Choose the mobile-money network",
    phoneInvalid: (callingCode: string, digits: number) =>
      `Enter the wallet's number as +${callingCode} followed by ${digits} digits`,
  },
};

import type { PageTexts } from "./catalogue";

/**
 * The back office's order actions as the server says them (refusals, field messages, what the buyer
 * is told): registered in en-outside-shell as `messages.adminOrders`. The page's own texts are
 * `adminOrderTexts` below.
 */
export const adminOrdersMessages = {
  orderNotFound: "Order not found",
  /** A cancellation (the buyer's or the back office's) of an order whose every part is cancelled. */
  alreadyCancelled: "This order is already cancelled.",
  noteRequired: "Write the note.",
  noteTooLong: (max: number) => `Use at most ${max} characters for the note.`,
  /** The buyer's notification and e-mail when the back office cancels (the e-mail adds the full stop). */
  cancelledNoticeTitle: (orderNumber: string) => `Order ${orderNumber} cancelled`,
  cancelledNotice: (paid: boolean) =>
    paid
      ? "The marketplace cancelled your order. Your payment will be refunded"
      : "The marketplace cancelled your order",
  partlyCancelledNotice: "The marketplace cancelled the parts of your order that had not shipped",
  refundNotCancelled: "Only a cancelled order can be refunded: cancel it first.",
  refundNotPaid: "This order was not paid, so there is nothing to refund.",
  refundNoProviderPayment:
    "This order was not paid through a payment provider (bank transfer), so there is no provider payment to refund.",
  refundAlreadyAsked: "The refund of this order's payment has already been made or asked for.",
  /** The order's history after the back office refunded a cancelled order's payment. */
  cancelledOrderRefund: (amount: string, refunded: boolean) =>
    refunded ? `Your payment of ${amount} has been refunded.` : `Your payment of ${amount} will be refunded.`,
};

/** /admin/orders/:id: one order as the back office sees it, with its actions. */
export const adminOrderTexts = {
  en: {
    backToList: "All orders",
    title: (orderNumber: string) => `Order ${orderNumber}`,
    placed: (date: string) => `Placed ${date}`,
    summary: "Order details",
    buyer: "Buyer",
    guestBuyer: (email: string) => `${email} (guest checkout)`,
    payment: "Payment",
    paymentLine: (method: string, status: string) => `${method} · ${status}`,
    total: "Total",
    shipping: "Shipping",
    shipTo: "Ship to",
    purchaseOrder: (number: string) => `PO number ${number}`,
    instructions: "Special instructions",
    invoice: "Invoice",
    actions: "Actions",
    noActions: "Nothing left to do on this order: it has shipped, or is cancelled and settled.",
    cancel: "Cancel order",
    cancelTitle: (orderNumber: string) => `Cancel order ${orderNumber}`,
    cancelQuestion:
      "Every part of this order that has not shipped is cancelled and its stock returns; shipped parts stay. The buyer is told. This cannot be undone.",
    cancelConfirm: "Cancel order",
    keep: "Keep it",
    cancelled: (orderNumber: string) => `Order ${orderNumber}: the parts not shipped are cancelled.`,
    refund: (amount: string, provider: string) => `Refund ${amount} through ${provider}`,
    refundTitle: (orderNumber: string) => `Refund order ${orderNumber}`,
    refundQuestion: (amount: string, provider: string) =>
      `${amount} goes back to the buyer through ${provider}, in full. This cannot be undone.`,
    refundConfirm: "Refund",
    refunded: (amount: string) => `${amount} refunded through the payment provider.`,
    refundRefused: (amount: string) =>
      `The provider refused the refund of ${amount}. Refund it from the provider's dashboard.`,
    paidOutsideProviders:
      "This cancelled order was paid by bank transfer: no payment provider holds the money, so return it to the buyer by bank transfer.",
    markPaid: "Mark paid",
    markPaidTitle: (orderNumber: string) => `Mark order ${orderNumber} paid`,
    markPaidQuestion: (amount: string) =>
      `Confirm that the bank transfer of ${amount} arrived in the marketplace's account. The vendors may then ship.`,
    markPaidConfirm: "Mark paid",
    markedPaid: (orderNumber: string) => `Payment for ${orderNumber} confirmed.`,
    closeDialog: "Close",
    working: "Working…",
    parts: "Vendors' parts",
    partTitle: (vendor: string) => `From ${vendor}`,
    subtotal: "Subtotal",
    commission: (amount: string) => `Commission ${amount}`,
    tracking: (carrier: string, number: string) => `Shipped with ${carrier}, tracking number ${number}`,
    unitLine: (price: string, sku: string) => `${price} per unit · SKU ${sku}`,
    nextStep: {
      processing: "Mark processing",
      shipped: "Mark shipped",
      delivered: "Mark delivered",
    },
    nextStepLabel: (step: string, vendor: string) => `${step}: ${vendor}`,
    carrier: "Carrier",
    trackingNumber: "Tracking number",
    shipWhenPaid: "Not paid yet: this part can be shipped once its payment has arrived.",
    moved: (vendor: string, status: string) => `${vendor}'s part is now ${status}. The buyer has been told.`,
    payments: "Payments",
    paymentsCaption: "Payments through providers",
    /** A provider by its stored name; an unknown one is shown as stored. */
    providerNames: { sandbox: "the sandbox", paystack: "Paystack", flutterwave: "Flutterwave" } as Record<
      string,
      string
    >,
    paymentColumns: ["Provider", "Reference", "Status", "Amount", "Refund", "Date"],
    noPayments: (method: string) =>
      `No payment through a provider: this order is paid by ${method.toLowerCase()}.`,
    attemptStatuses: {
      pending: "Pending",
      succeeded: "Succeeded",
      failed: "Failed",
      voided: "Voided",
    },
    refundStatuses: {
      pending: "Refund pending",
      refunded: "Refunded",
      failed: "Refund refused: refund it from the provider's dashboard",
    },
    refundReference: (reference: string) => `Refund ${reference}`,
    noRefund: "None",
    history: "Status history",
    noHistory: "No status changes are recorded for this order.",
    byWhom: (email: string) => `by ${email}`,
    wholeOrder: "Whole order",
    notes: "Internal notes",
    notesIntro: "Only admins and staff read these; the buyer and the vendors never see them.",
    noNotes: "No notes yet.",
    noteLabel: "Note",
    addNote: "Add note",
    noteAdded: "Note added.",
    unknownAuthor: "A deleted account",
    failed: "The order could not be changed. Please try again.",
  },
} satisfies PageTexts;

/** /admin/orders: every order, newest first, and the bank transfers still to confirm. */
export const adminOrdersListTexts = {
  en: {
    title: "Orders",
    tabsLabel: "Order lists",
    allOrders: "All orders",
    transfersToConfirm: "Bank transfers to confirm",
    noTransfers: "No bank transfers are waiting.",
    noOrders: "No orders yet.",
    orderLink: (orderNumber: string) => `Order ${orderNumber}`,
    confirmTransfer: "Confirm payment received",
    confirmTransferLabel: (orderNumber: string) => `Confirm payment received: order ${orderNumber}`,
    confirmTransferQuestion: (amount: string, orderNumber: string) =>
      `Confirm that ${amount} for ${orderNumber} arrived in the bank account?`,
    confirm: "Confirm",
    cancel: "Cancel",
    closeDialog: "Close",
    confirmed: (orderNumber: string) => `Payment for ${orderNumber} confirmed.`,
    /** A payment given back: an extra one the order no longer took, or a cancelled order's. */
    refundLabels: {
      pending: (amount: string) => `Refund of ${amount} pending`,
      refunded: (amount: string) => `${amount} refunded`,
      failed: (amount: string) =>
        `The provider refused the refund of ${amount}. Refund it from the provider's dashboard.`,
    },
    pagesLabel: "Order pages",
  },
} satisfies PageTexts;

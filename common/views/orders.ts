/**
 * What the order pages show, as the order queries return it. The pages import these types from here
 * so that no browser code imports server files; the queries declare them as their return types, so a
 * column the pages rely on cannot drift away unnoticed.
 */

export type OrderStatus = "pending" | "processing" | "shipped" | "delivered" | "cancelled";
export type PaymentStatus = "awaiting_payment" | "paid" | "on_account" | "failed" | "cancelled";
export type PaymentMethod = "card" | "mobile_money" | "bank_transfer" | "net_terms" | "purchase_order";

/** One line of the buyer's order list. */
export interface OrderSummary {
  id: string;
  orderNumber: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  totalAmount: number;
  currency: string;
  createdAt: Date;
  itemCount: number;
  /** Units across its lines. */
  units: number;
}

export interface OrderItem {
  id: string;
  orderId: string;
  subOrderId: string;
  productId: string;
  productName: string;
  sku: string;
  quantity: number;
  listPrice: number;
  /** The unit price charged (ladder applied, customization included). */
  price: number;
  total: number;
  /** What the buyer chose, as named and priced at placement; empty for none. */
  customization: { optionName: string; shown: string; perUnit: number; setupCost: number }[];
  customizationUnitCost: number;
  /** The accepted quote this line was ordered at ("Quoted price"); null for a catalogue-priced line. */
  quoteId: string | null;
}

/** One order as its buyer (or the guest link) sees it: every vendor's part with its items, and the history. */
export interface OrderDetail {
  order: {
    id: string;
    orderNumber: string;
    userId: string | null;
    email: string;
    status: OrderStatus;
    paymentStatus: PaymentStatus;
    paymentMethod: PaymentMethod;
    currency: string;
    listSubtotal: number;
    subtotal: number;
    corporateDiscount: number;
    promoCode: string | null;
    promoDiscount: number;
    shippingMethod: string;
    shippingCost: number;
    vatRatePercent: string;
    taxAmount: number;
    totalAmount: number;
    shippingAddress: Record<string, string>;
    billingAddress: Record<string, string>;
    businessInformation: Record<string, string> | null;
    purchaseOrderNumber: string | null;
    /** The uploaded purchase order is served by its own route; the page only learns that there is one. */
    hasPurchaseOrderFile: boolean;
    netTerms: string | null;
    paymentDueAt: Date | null;
    specialInstructions: string | null;
    createdAt: Date;
    updatedAt: Date;
  };
  parts: {
    id: string;
    vendorId: string;
    vendorName: string;
    status: OrderStatus;
    subtotal: number;
    carrier: string | null;
    trackingNumber: string | null;
    shippedAt: Date | null;
    deliveredAt: Date | null;
    items: OrderItem[];
  }[];
  history: {
    id: string;
    /** Null for events of the whole order (placed, paid). */
    subOrderId: string | null;
    status: string;
    notes: string;
    createdAt: Date;
  }[];
}

/** A vendor's own part of an order, with its items and where to ship it. */
export interface VendorSubOrder {
  id: string;
  status: OrderStatus;
  subtotal: number;
  commissionAmount: number;
  carrier: string | null;
  trackingNumber: string | null;
  createdAt: Date;
  orderId: string;
  orderNumber: string;
  purchaseOrderNumber: string | null;
  hasPurchaseOrderFile: boolean;
  currency: string;
  paymentStatus: PaymentStatus;
  shippingMethod: string;
  shipTo: Record<string, string>;
  items: OrderItem[];
}

/** The account buyers transfer to, an admin setting. */
export interface BankTransferDetails {
  bankName: string;
  accountName: string;
  accountNumber: string;
}

/** A step the fulfilment flow moves a part on to. */
export type FulfilmentStep = "processing" | "shipped" | "delivered";

/**
 * One order as the back office sees it (/admin/orders/:id): the buyer's view with, for each part,
 * its commission and the step it may move on to; who wrote each history line; every payment attempt
 * through a provider with its refund; and the internal notes, oldest first.
 */
export interface BackOfficeOrderDetail extends OrderDetail {
  parts: (OrderDetail["parts"][number] & { commissionAmount: number; nextStep: FulfilmentStep | null })[];
  history: (OrderDetail["history"][number] & { actorEmail: string | null })[];
  payments: {
    id: string;
    provider: string;
    reference: string;
    status: "pending" | "succeeded" | "failed" | "voided";
    amount: number;
    currency: string;
    refundStatus: "pending" | "refunded" | "failed" | null;
    refundReference: string | null;
    createdAt: Date;
  }[];
  notes: { id: string; body: string; authorEmail: string | null; createdAt: Date }[];
}

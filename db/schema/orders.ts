import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { products } from "./catalog";
import { rfqQuotes } from "./rfqs";
import { users } from "./identity";
import { vendors } from "./vendors";

/** One chosen customization option on an order line: what the vendor makes and what it cost per unit. */
export interface OrderItemCustomization {
  optionName: string;
  shown: string;
  perUnit: number;
  setupCost: number;
}

export const paymentMethods = [
  "card",
  "mobile_money",
  "bank_transfer",
  "net_terms",
  "purchase_order",
] as const;
export const orderStatuses = ["pending", "processing", "shipped", "delivered", "cancelled"] as const;
export const paymentStatuses = ["awaiting_payment", "paid", "on_account", "failed", "cancelled"] as const;

/** Numbers the orders: SAB-000001, SAB-000002, … */
export const orderNumberSequence = pgSequence("order_number_seq", { startWith: 1001 });

/**
 * What the buyer pays: the totals come from the one pricing engine at placement and are
 * stored, never recomputed. A guest order has no user; its tracking link carries a token whose
 * SHA-256 is kept here.
 */
export const orders = pgTable(
  "orders",
  {
    id: text("id").primaryKey(),
    /** "SAB-000123": what the buyer and vendors quote. */
    orderNumber: text("order_number").notNull().unique(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    guestTokenHash: text("guest_token_hash"),
    status: text("status", { enum: orderStatuses }).notNull().default("pending"),
    paymentStatus: text("payment_status", { enum: paymentStatuses }).notNull(),
    paymentMethod: text("payment_method", { enum: paymentMethods }).notNull(),
    currency: text("currency").notNull(),
    listSubtotal: bigint("list_subtotal", { mode: "number" }).notNull(),
    subtotal: bigint("subtotal", { mode: "number" }).notNull(),
    corporateDiscount: bigint("corporate_discount", { mode: "number" }).notNull().default(0),
    promoCode: text("promo_code"),
    promoDiscount: bigint("promo_discount", { mode: "number" }).notNull().default(0),
    shippingMethod: text("shipping_method").notNull(),
    shippingCost: bigint("shipping_cost", { mode: "number" }).notNull(),
    vatRatePercent: numeric("vat_rate_percent", { precision: 5, scale: 2 }).notNull(),
    taxAmount: bigint("tax_amount", { mode: "number" }).notNull(),
    totalAmount: bigint("total_amount", { mode: "number" }).notNull(),
    shippingAddress: jsonb("shipping_address").$type<Record<string, string>>().notNull(),
    billingAddress: jsonb("billing_address").$type<Record<string, string>>().notNull(),
    businessInformation: jsonb("business_information").$type<Record<string, string> | null>(),
    purchaseOrderNumber: text("purchase_order_number"),
    purchaseOrderDocumentKey: text("purchase_order_document_key"),
    /** net_15 … net_60 for net-terms orders. */
    netTerms: text("net_terms"),
    paymentDueAt: timestamp("payment_due_at", { withTimezone: true }),
    specialInstructions: text("special_instructions"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("orders_user_idx").on(table.userId, table.createdAt.desc()),
    // The back office's order list (newest first) the dashboard's and the reports' orders of a period read this
    // range instead of sorting or scanning every order.
    index("orders_created_idx").on(table.createdAt.desc(), table.id.desc()),
    check("orders_total_not_negative", sql`${table.totalAmount} >= 0`),
  ],
);

/** One per vendor in an order: what that vendor sees and fulfils. */
export const subOrders = pgTable(
  "sub_orders",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    vendorId: text("vendor_id")
      .notNull()
      .references(() => vendors.id),
    status: text("status", { enum: orderStatuses }).notNull().default("pending"),
    subtotal: bigint("subtotal", { mode: "number" }).notNull(),
    commissionPercent: numeric("commission_percent", { precision: 5, scale: 2 }).notNull(),
    commissionAmount: bigint("commission_amount", { mode: "number" }).notNull(),
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("sub_orders_order_vendor_idx").on(table.orderId, table.vendorId),
    index("sub_orders_vendor_idx").on(table.vendorId, table.createdAt.desc()),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    subOrderId: text("sub_order_id")
      .notNull()
      .references(() => subOrders.id, { onDelete: "cascade" }),
    productId: text("product_id")
      .notNull()
      .references(() => products.id),
    productName: text("product_name").notNull(),
    sku: text("sku").notNull(),
    quantity: integer("quantity").notNull(),
    listPrice: bigint("list_price", { mode: "number" }).notNull(),
    /** The unit price charged (ladder applied, customization included). */
    price: bigint("price", { mode: "number" }).notNull(),
    total: bigint("total", { mode: "number" }).notNull(),
    /** The customization chosen, as it was named and priced at placement (empty for none). */
    customization: jsonb("customization").$type<OrderItemCustomization[]>().notNull().default([]),
    /** The customization's share of `price` (per-unit extras and the set-up cost spread). */
    customizationUnitCost: bigint("customization_unit_cost", { mode: "number" }).notNull().default(0),
    /** The accepted quote this line ordered at its terms; null for a line priced from the catalogue. */
    quoteId: text("quote_id").references(() => rfqQuotes.id, { onDelete: "restrict" }),
  },
  (table) => [
    index("order_items_order_idx").on(table.orderId),
    // A vendor's top products read the items of its own sub-orders.
    index("order_items_sub_order_idx").on(table.subOrderId),
    // A quote is ordered once.
    uniqueIndex("order_items_quote_idx").on(table.quoteId),
    check("order_items_quantity_positive", sql`${table.quantity} >= 1`),
  ],
);

/** Every status an order or one vendor's part of it went through, with a note. */
export const orderStatus = pgTable(
  "order_status",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** Null for events of the whole order (placed, paid). */
    subOrderId: text("sub_order_id").references(() => subOrders.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    notes: text("notes").notNull(),
    actorUserId: text("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("order_status_order_idx").on(table.orderId, table.createdAt)],
);

/**
 * The back office's internal notes on an order (a call with the buyer, a courier's answer): read by
 * admins and staff only, never shown to the buyer or the vendors, and never edited or deleted.
 */
export const orderNotes = pgTable(
  "order_notes",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** Who wrote it; kept when the account is deleted, the note then shows no author. */
    authorUserId: text("author_user_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("order_notes_order_idx").on(table.orderId, table.createdAt)],
);

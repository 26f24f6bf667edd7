import { closedRfqStatuses, quoteStatuses, rfqRecipientStatuses, rfqStatuses } from "../../common/rfq";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  char,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { storedFile, timestamps } from "./columns";
import { categories, products } from "./catalog";
import { corporateAccounts } from "./corporate-accounts";
import { users } from "./identity";
import { vendors } from "./vendors";

/** The closed statuses as SQL literals, for the partial index's predicate (which takes no parameters). */
const closedStatusLiterals = closedRfqStatuses.map((status) => `'${status}'`).join(", ");

/**
 * A buyer's request for quotation: about one product (sent to its vendor) or about a category (sent
 * to up to ten vendors selling in it). Prices are minor units of `currency`.
 */
export const rfqs = pgTable(
  "rfqs",
  {
    id: text("id").primaryKey(),
    buyerId: text("buyer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    corporateAccountId: text("corporate_account_id")
      .notNull()
      .references(() => corporateAccounts.id, { onDelete: "cascade" }),
    productId: text("product_id").references(() => products.id, { onDelete: "set null" }),
    categoryId: text("category_id").references(() => categories.id, { onDelete: "set null" }),
    /** The product's name when it was sent, or what the buyer is looking for in a category. */
    productName: text("product_name").notNull(),
    quantity: integer("quantity").notNull(),
    unit: text("unit").notNull().default("pieces"),
    currency: char("currency", { length: 3 }).notNull(),
    /** Per unit, as the buyer hopes to pay; null when not given. */
    targetPrice: bigint("target_price", { mode: "number" }),
    deliveryDate: date("delivery_date", { mode: "string" }),
    customizationDetails: text("customization_details").notNull().default(""),
    shippingAddress: text("shipping_address").notNull(),
    additionalNotes: text("additional_notes").notNull().default(""),
    preferredPaymentTerms: text("preferred_payment_terms"),
    negotiable: boolean("negotiable").notNull().default(true),
    status: text("status", { enum: rfqStatuses }).notNull().default("pending"),
    /** An admin's note on the last status change (the spec's `notes`). */
    statusNote: text("status_note"),
    /** After this the server marks it expired unless a quote was accepted. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [
    index("rfqs_buyer_idx").on(table.buyerId, table.createdAt.desc()),
    index("rfqs_status_idx").on(table.status, table.createdAt.desc()),
    index("rfqs_product_idx").on(table.productId),
    index("rfqs_created_idx").on(table.createdAt.desc()),
    // The open RFQs past their validity, which read as expired before the sweep writes it: counted
    // apart for the platform's statistics (its summary has the stored statuses) and found by the sweep.
    index("rfqs_open_expiry_idx")
      .on(table.status, table.expiresAt)
      .where(sql`${table.status} not in (${sql.raw(closedStatusLiterals)})`),
    check("rfqs_quantity_positive", sql`${table.quantity} > 0`),
    check("rfqs_target_price_not_negative", sql`${table.targetPrice} is null or ${table.targetPrice} >= 0`),
  ],
);

/** A vendor an RFQ is addressed to, and how far that vendor has got with it. */
export const rfqRecipients = pgTable(
  "rfq_recipients",
  {
    rfqId: text("rfq_id")
      .notNull()
      .references(() => rfqs.id, { onDelete: "cascade" }),
    vendorId: text("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    status: text("status", { enum: rfqRecipientStatuses }).notNull().default("pending"),
    /** The RFQ's own sending time, copied so a vendor's inbox is one index scan. */
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.rfqId, table.vendorId] }),
    index("rfq_recipients_vendor_idx").on(table.vendorId, table.sentAt.desc()),
  ],
);

/**
 * A recipient vendor's offer: one per vendor and RFQ, revised in place while pending. `productId` is
 * what an accepted quote orders (the RFQ's product, or one of the vendor's own in the category).
 */
export const rfqQuotes = pgTable(
  "rfq_quotes",
  {
    id: text("id").primaryKey(),
    rfqId: text("rfq_id").notNull(),
    vendorId: text("vendor_id").notNull(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** Per unit, in minor units of `currency`. */
    unitPrice: bigint("unit_price", { mode: "number" }).notNull(),
    currency: char("currency", { length: 3 }).notNull(),
    quantity: integer("quantity").notNull(),
    /** "14-21 days", as the vendor puts it. */
    deliveryTime: text("delivery_time").notNull(),
    shippingMethod: text("shipping_method").notNull(),
    paymentTerms: text("payment_terms").notNull(),
    notes: text("notes").notNull().default(""),
    isNegotiable: boolean("is_negotiable").notNull().default(false),
    validityDays: integer("validity_days").notNull(),
    /** Sent (or last revised) time plus the validity period. */
    validUntil: timestamp("valid_until", { withTimezone: true }).notNull(),
    status: text("status", { enum: quoteStatuses }).notNull().default("pending"),
    /** 1 when first sent, one more at each revision. */
    revision: integer("revision").notNull().default(1),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    foreignKey({
      columns: [table.rfqId, table.vendorId],
      foreignColumns: [rfqRecipients.rfqId, rfqRecipients.vendorId],
      name: "rfq_quotes_recipient_fk",
    }).onDelete("cascade"),
    uniqueIndex("rfq_quotes_rfq_vendor_idx").on(table.rfqId, table.vendorId),
    index("rfq_quotes_vendor_idx").on(table.vendorId, table.createdAt.desc()),
    // The platform's latest quotes (B2B statistics) without sorting every quote.
    index("rfq_quotes_created_idx").on(table.createdAt.desc(), table.id.desc()),
    check("rfq_quotes_unit_price_positive", sql`${table.unitPrice} > 0`),
    check("rfq_quotes_quantity_positive", sql`${table.quantity} > 0`),
    check("rfq_quotes_validity_range", sql`${table.validityDays} between 1 and 90`),
  ],
);

/** Files the buyer sent with an RFQ (drawings, specifications), judged by their bytes; 10 MB each. */
export const rfqAttachments = pgTable(
  "rfq_attachments",
  {
    id: text("id").primaryKey(),
    rfqId: text("rfq_id")
      .notNull()
      .references(() => rfqs.id, { onDelete: "cascade" }),
    ...storedFile,
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("rfq_attachments_rfq_idx").on(table.rfqId),
    check("rfq_attachments_size", sql`${table.sizeBytes} > 0`),
  ],
);

/** The conversation about an RFQ between its buyer and one addressed vendor (vendors never see each other's). */
export const rfqMessages = pgTable(
  "rfq_messages",
  {
    id: text("id").primaryKey(),
    rfqId: text("rfq_id").notNull(),
    vendorId: text("vendor_id").notNull(),
    senderId: text("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      columns: [table.rfqId, table.vendorId],
      foreignColumns: [rfqRecipients.rfqId, rfqRecipients.vendorId],
      name: "rfq_messages_recipient_fk",
    }).onDelete("cascade"),
    index("rfq_messages_thread_idx").on(table.rfqId, table.vendorId, table.createdAt),
  ],
);

/**
 * The platform's RFQs per UTC month of sending and stored status, so the admin's B2B statistics
 * (totals, statuses, six-month trend) read a few rows instead of every RFQ. Kept by triggers on
 * rfqs (migration 0028) in the transaction of every write, whichever command, seed or cascade makes
 * it; a row reaching zero is removed.
 */
export const rfqMonthlyCounts = pgTable(
  "rfq_monthly_counts",
  {
    /** The first day of the UTC month. */
    month: date("month", { mode: "string" }).notNull(),
    status: text("status", { enum: rfqStatuses }).notNull(),
    rfqs: bigint("rfqs", { mode: "number" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.month, table.status] })],
);

/**
 * How many RFQs ask about each product, for the platform's top products: kept with
 * rfq_monthly_counts. No foreign key: a deleted product's RFQs lose their product (set null), which
 * takes its count to zero and removes the row.
 */
export const rfqProductCounts = pgTable(
  "rfq_product_counts",
  {
    productId: text("product_id").primaryKey(),
    rfqs: bigint("rfqs", { mode: "number" }).notNull(),
  },
  (table) => [index("rfq_product_counts_rank_idx").on(table.rfqs.desc(), table.productId)],
);

/**
 * How many RFQs were addressed to each store and how many quotes it sent, for the platform's top
 * stores and quote total: kept by triggers on rfq_recipients and rfq_quotes (migration 0028). Quotes
 * are counted per store rather than in one platform row, so that stores quoting at once do not
 * queue on a single row. No foreign key, as for the products.
 */
export const rfqVendorCounts = pgTable(
  "rfq_vendor_counts",
  {
    vendorId: text("vendor_id").primaryKey(),
    rfqs: bigint("rfqs", { mode: "number" }).notNull().default(0),
    quotes: bigint("quotes", { mode: "number" }).notNull().default(0),
  },
  (table) => [index("rfq_vendor_counts_rank_idx").on(table.rfqs.desc(), table.vendorId)],
);

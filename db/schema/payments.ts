import { sql } from "drizzle-orm";
import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { orders } from "./orders";

export const paymentAttemptStatuses = ["pending", "succeeded", "failed", "voided"] as const;
export const refundStatuses = ["pending", "refunded", "failed"] as const;

/**
 * One attempt to collect an order's money through a provider's hosted checkout. An order has at most
 * one pending attempt (the partial unique index); an earlier one is voided. A settlement that arrives
 * when the order no longer takes money (already paid, cancelled) keeps its row with a refund status.
 */
export const payments = pgTable(
  "payments",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    /** Our reference, sent to the provider and echoed in its webhooks. */
    reference: text("reference").notNull().unique(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    status: text("status", { enum: paymentAttemptStatuses }).notNull().default("pending"),
    /** The provider's hosted page for this attempt, shown again when the buyer presses Pay now again. */
    checkoutUrl: text("checkout_url"),
    /** The provider's id of the settled charge (Flutterwave refunds by it). */
    providerTransactionId: text("provider_transaction_id"),
    refundStatus: text("refund_status", { enum: refundStatuses }),
    /** The provider's id of the refund. */
    refundReference: text("refund_reference"),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (table) => [
    index("payments_order_idx").on(table.orderId),
    uniqueIndex("payments_one_pending_per_order_idx")
      .on(table.orderId)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/** Every webhook delivery we accepted, keyed by the provider's event id: an event is processed once. */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    id: text("id").primaryKey(),
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    reference: text("reference"),
    outcome: text("outcome").notNull(),
    payload: jsonb("payload").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("webhook_events_provider_event_idx").on(table.provider, table.eventId)],
);

import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { PayoutMethod } from "../../common/payout-method";
import { subOrders } from "./orders";
import { vendors } from "./vendors";

/**
 * Where a vendor's payouts go. Copied from the approved application, changed by the vendor later.
 * recipient_code is the transfer provider's id for it, made on the first payout and cleared when
 * the method changes.
 */
export const vendorPayoutMethods = pgTable("vendor_payout_methods", {
  vendorId: text("vendor_id")
    .primaryKey()
    .references(() => vendors.id, { onDelete: "cascade" }),
  method: jsonb("method").$type<PayoutMethod>().notNull(),
  provider: text("provider"),
  recipientCode: text("recipient_code"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const ledgerEntryKinds = ["earning", "commission", "payout", "payout_reversal", "adjustment"] as const;
export type LedgerEntryKind = (typeof ledgerEntryKinds)[number];

/**
 * A payout's life: requested by the vendor (its amount already debited), approved by an admin,
 * processing once the provider took the transfer, then paid or failed. A failed transfer is retried
 * (processing again) or given up by an admin: reversed, which credits the amount back once.
 */
export const payoutStatuses = ["requested", "approved", "processing", "paid", "failed", "reversed"] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

/**
 * A vendor's money, one row per vendor and currency: always the sum of its ledger entries, changed
 * only in the transaction that adds an entry, with the row locked. The CHECK makes a debit that would
 * take it below zero fail instead of being written.
 */
export const vendorBalances = pgTable(
  "vendor_balances",
  {
    vendorId: text("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    currency: text("currency").notNull(),
    balance: bigint("balance", { mode: "number" }).notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.vendorId, table.currency] }),
    check("vendor_balances_not_negative", sql`${table.balance} >= 0`),
  ],
);

/** A payout request and the transfer that pays it; `method` is the payout method as it was when requested. */
export const vendorPayouts = pgTable(
  "vendor_payouts",
  {
    id: text("id").primaryKey(),
    vendorId: text("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    amount: bigint("amount", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    status: text("status", { enum: payoutStatuses }).notNull().default("requested"),
    method: jsonb("method").$type<PayoutMethod>().notNull(),
    /**
     * Our reference of the current transfer attempt (payout id and attempt number), sent to the
     * provider and echoed in its webhooks; a retry is a new transfer, so it gets a new reference.
     */
    reference: text("reference").unique(),
    provider: text("provider"),
    /** The provider's id of the transfer. */
    transferCode: text("transfer_code"),
    attempts: integer("attempts").notNull().default(0),
    failureReason: text("failure_reason"),
    requestedBy: text("requested_by"),
    decidedBy: text("decided_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (table) => [
    index("vendor_payouts_vendor_idx").on(table.vendorId, table.createdAt.desc()),
    index("vendor_payouts_status_idx").on(table.status, table.createdAt.desc()),
    check("vendor_payouts_amount_positive", sql`${table.amount} > 0`),
  ],
);

/**
 * Every change to a vendor's balance. Earnings and commission are written once per sub-order, a
 * payout's debit and its reversal once per payout (the unique indexes), so a repeated delivery or
 * webhook can never count twice.
 */
export const vendorLedgerEntries = pgTable(
  "vendor_ledger_entries",
  {
    id: text("id").primaryKey(),
    vendorId: text("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ledgerEntryKinds }).notNull(),
    /** Signed minor units: credits positive, debits negative. */
    amount: bigint("amount", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    subOrderId: text("sub_order_id").references(() => subOrders.id),
    payoutId: text("payout_id").references(() => vendorPayouts.id),
    memo: text("memo"),
    /** The admin who made an adjustment. */
    createdBy: text("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("vendor_ledger_entries_vendor_idx").on(table.vendorId, table.createdAt.desc(), table.id.desc()),
    uniqueIndex("vendor_ledger_entries_sub_order_kind_idx").on(table.subOrderId, table.kind),
    uniqueIndex("vendor_ledger_entries_payout_kind_idx").on(table.payoutId, table.kind),
    check("vendor_ledger_entries_amount_not_zero", sql`${table.amount} <> 0`),
  ],
);

/** Every transfer webhook accepted, keyed by the provider's event id: an event is applied once. */
export const payoutTransferEvents = pgTable(
  "payout_transfer_events",
  {
    id: text("id").primaryKey(),
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    reference: text("reference"),
    outcome: text("outcome").notNull(),
    payload: jsonb("payload").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("payout_transfer_events_provider_event_idx").on(table.provider, table.eventId)],
);

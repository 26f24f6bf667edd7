import { tradeAssuranceStatuses, type TradeAssuranceDocumentKind } from "../../common/trade-assurance";
import { sql } from "drizzle-orm";
import { bigint, char, check, date, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { storedFile, timestamps } from "./columns";
import { users } from "./identity";
import { countries } from "./reference";
import { vendors } from "./vendors";

/**
 * A store's application for Trade Assurance: its business, contact and product details as sent, and
 * the back office's decision (and a later revocation). A store has at most one open (pending or
 * approved) application; a revoked one is closed, so the store may apply again.
 */
export const tradeAssuranceApplications = pgTable(
  "trade_assurance_applications",
  {
    id: text("id").primaryKey(),
    vendorId: text("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: tradeAssuranceStatuses }).notNull().default("pending"),
    businessName: text("business_name").notNull(),
    registrationNumber: text("registration_number").notNull(),
    countryCode: char("country_code", { length: 2 })
      .notNull()
      .references(() => countries.code),
    contactPerson: text("contact_person").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    address: text("address").notNull(),
    businessType: text("business_type").notNull(),
    operationalSince: date("operational_since", { mode: "string" }).notNull(),
    /** Whole US dollars a year, as the applicant stated it. */
    annualRevenueUsd: bigint("annual_revenue_usd", { mode: "number" }).notNull(),
    productCategories: text("product_categories").array().notNull(),
    termsAcceptedAt: timestamp("terms_accepted_at", { withTimezone: true }).notNull(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: text("decided_by").references(() => users.id, { onDelete: "set null" }),
    rejectionReason: text("rejection_reason"),
    /** When an admin took an approved store's badge away, who did, and the reason the store reads. */
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedBy: text("revoked_by").references(() => users.id, { onDelete: "set null" }),
    revocationReason: text("revocation_reason"),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("trade_assurance_applications_open_idx")
      .on(table.vendorId)
      .where(sql`${table.status} in ('pending', 'approved')`),
    index("trade_assurance_applications_status_idx").on(table.status, table.createdAt.desc()),
    check("trade_assurance_applications_revenue", sql`${table.annualRevenueUsd} >= 0`),
  ],
);

/** The papers sent with an application (PDF, JPEG, PNG or Word, judged by the bytes; 10 MB each). */
export const tradeAssuranceDocuments = pgTable(
  "trade_assurance_documents",
  {
    id: text("id").primaryKey(),
    applicationId: text("application_id")
      .notNull()
      .references(() => tradeAssuranceApplications.id, { onDelete: "cascade" }),
    kind: text("kind").$type<TradeAssuranceDocumentKind>().notNull(),
    ...storedFile,
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("trade_assurance_documents_application_idx").on(table.applicationId),
    check("trade_assurance_documents_size", sql`${table.sizeBytes} > 0`),
  ],
);

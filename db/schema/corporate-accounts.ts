import {
  companySizes,
  corporateAccountStatuses,
  corporateDiscountTiers,
  corporatePaymentTerms,
} from "../../common/corporate-account";
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { storedFile, timestamps } from "./columns";
import { users } from "./identity";

/** A buyer's business account: one per user, created pending, decided by an admin. */
export const corporateAccounts = pgTable(
  "corporate_accounts",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyName: text("company_name").notNull(),
    address: text("address").notNull(),
    registrationNumber: text("registration_number").notNull(),
    taxId: text("tax_id").notNull(),
    industry: text("industry").notNull(),
    companySize: text("company_size", { enum: companySizes }).notNull(),
    status: text("status", { enum: corporateAccountStatuses }).notNull().default("pending"),
    /** In minor units of the settlement currency. */
    creditLimit: bigint("credit_limit", { mode: "number" }).notNull().default(0),
    paymentTerms: text("payment_terms", { enum: corporatePaymentTerms }).notNull().default("standard"),
    discountTier: text("discount_tier", { enum: corporateDiscountTiers }).notNull().default("standard"),
    accountManagerId: text("account_manager_id").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: text("decided_by").references(() => users.id, { onDelete: "set null" }),
    /** Why the admin rejected the account, when they said; the buyer reads it. Cleared on re-applying. */
    decisionReason: text("decision_reason"),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("corporate_accounts_user_idx").on(table.userId),
    index("corporate_accounts_status_idx").on(table.status, table.createdAt.desc()),
    check("corporate_accounts_credit_limit", sql`${table.creditLimit} >= 0`),
  ],
);

/** People at the company the marketplace may talk to; the first one added is the primary contact. */
export const corporateContacts = pgTable(
  "corporate_contacts",
  {
    id: text("id").primaryKey(),
    corporateAccountId: text("corporate_account_id")
      .notNull()
      .references(() => corporateAccounts.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    position: text("position").notNull().default(""),
    isPrimary: boolean("is_primary").notNull().default(false),
    ...timestamps,
  },
  (table) => [
    index("corporate_contacts_account_idx").on(table.corporateAccountId),
    uniqueIndex("corporate_contacts_one_primary_idx")
      .on(table.corporateAccountId)
      .where(sql`${table.isPrimary}`),
  ],
);

/** Verification papers sent with the application (PDF, JPEG or PNG judged by the bytes, 10 MB each). */
export const corporateAccountDocuments = pgTable(
  "corporate_account_documents",
  {
    id: text("id").primaryKey(),
    corporateAccountId: text("corporate_account_id")
      .notNull()
      .references(() => corporateAccounts.id, { onDelete: "cascade" }),
    ...storedFile,
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("corporate_account_documents_account_idx").on(table.corporateAccountId),
    check("corporate_account_documents_size", sql`${table.sizeBytes} > 0`),
  ],
);

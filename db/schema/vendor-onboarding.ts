import type { PayoutMethod } from "../../common/payout-method";
import { applicationDocumentKinds, vendorApplicationStatuses } from "../../common/vendor-application";
import { sql } from "drizzle-orm";
import { char, check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { storedFile, timestamps } from "./columns";
import { users } from "./identity";
import { countries } from "./reference";
import { vendors } from "./vendors";

// The state machine and the document kinds are shared with the pages (common/vendor-application.ts).
export {
  applicationDocumentKinds,
  vendorApplicationStatuses,
  type ApplicationDocumentKind,
  type VendorApplicationStatus,
} from "../../common/vendor-application";

/** Someone's application to sell on the marketplace: one per user. */
export const vendorApplications = pgTable(
  "vendor_applications",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: vendorApplicationStatuses }).notNull().default("draft"),
    businessName: text("business_name").notNull().default(""),
    registrationNumber: text("registration_number").notNull().default(""),
    businessType: text("business_type").notNull().default(""),
    countryCode: char("country_code", { length: 2 }).references(() => countries.code),
    city: text("city").notNull().default(""),
    categoryIds: text("category_ids")
      .array()
      .notNull()
      .default(sql`'{}'`),
    description: text("description").notNull().default(""),
    businessEmail: text("business_email").notNull().default(""),
    businessPhone: text("business_phone").notNull().default(""),
    logoKey: text("logo_key"),
    bannerKey: text("banner_key"),
    payoutMethod: jsonb("payout_method").$type<PayoutMethod>(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: text("decided_by").references(() => users.id, { onDelete: "set null" }),
    rejectionReason: text("rejection_reason"),
    vendorId: text("vendor_id").references(() => vendors.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("vendor_applications_user_idx").on(table.userId),
    index("vendor_applications_status_idx").on(table.status, table.submittedAt.desc()),
  ],
);

/** Identity and business documents sent with an application (PDF, JPEG or PNG, sniffed, 10 MB each). */
export const vendorApplicationDocuments = pgTable(
  "vendor_application_documents",
  {
    id: text("id").primaryKey(),
    applicationId: text("application_id")
      .notNull()
      .references(() => vendorApplications.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: applicationDocumentKinds }).notNull(),
    ...storedFile,
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("vendor_application_documents_application_idx").on(table.applicationId),
    check("vendor_application_documents_size", sql`${table.sizeBytes} > 0`),
  ],
);

import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { PayoutMethod } from "../../common/payout-method";
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

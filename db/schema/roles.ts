import { boolean, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Whether staff may open a back-office section (a key of common/admin-sections.ts), one row per
 * section an admin may give or take; written by the roles module from /admin/roles. A section
 * without a row has its default from that list.
 */
export const staffSections = pgTable("staff_sections", {
  section: text("section").primaryKey(),
  allowed: boolean("allowed").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** The platform settings (VAT, commission, payout minimum…), one row per key; written by the settings module. */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  description: text("description"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

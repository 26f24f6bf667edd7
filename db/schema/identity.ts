import { jsonb, pgEnum, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

export const roleEnum = pgEnum("role", ["user", "vendor", "staff", "admin"]);

/** The marketplace's view of a person: role and display details. One row per user. */
export const profiles = pgTable("profiles", {
  id: text("id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  email: text("email").notNull(),
  role: roleEnum("role").notNull().default("user"),
  /** Extra permissions granted on top of the role's own list. */
  permissions: jsonb("permissions").$type<string[]>().notNull().default([]),
  fullName: text("full_name"),
  avatarUrl: text("avatar_url"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

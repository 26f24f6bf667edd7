import { notificationPriorities, notificationTypes } from "../../common/notifications";
import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./identity";

/**
 * What a person is told of (an order part moved on, a quote arrived, a decision on their store): the
 * person's latest 50 show at /dashboard/notifications, newest first, and the header's bell counts the
 * unread ones. `type` is the writing command's fine-grained kind; its category (common/notifications.ts)
 * is derived, never stored.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    message: text("message").notNull(),
    type: text("type", { enum: notificationTypes }).notNull(),
    priority: text("priority", { enum: notificationPriorities }).notNull().default("normal"),
    /** A same-site path it leads to when opened; the page follows nothing else. */
    actionUrl: text("action_url"),
    read: boolean("read").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("notifications_user_idx").on(table.userId, table.createdAt.desc()),
    // One category's notices (a few types) of a person with many of others: found without reading the rest.
    index("notifications_user_type_idx").on(table.userId, table.type, table.createdAt.desc()),
    // The bell's count on every signed-in page, and the unread filter: only unread rows are indexed,
    // so the count reads a person's few unread entries, however many they have read.
    index("notifications_unread_idx")
      .on(table.userId, table.createdAt.desc())
      .where(sql`${table.read} = false`),
    check("notifications_priority_known", sql`${table.priority} in ('low', 'normal', 'high')`),
  ],
);

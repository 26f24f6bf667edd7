import { sql } from "drizzle-orm";
import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { categories } from "./catalog";
import { users } from "./identity";

export const searchAnalytics = pgTable(
  "search_analytics",
  {
    id: text("id").primaryKey(),
    term: text("term").notNull(),
    normalizedTerm: text("normalized_term").notNull(),
    resultsCount: integer("results_count").notNull(),
    categoryId: text("category_id").references(() => categories.id, { onDelete: "set null" }),
    successful: boolean("successful").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Who searched, for counting clients rather than requests: `user:<id>`, or `ip:<keyed hash of the network>`. */
    clientKey: text("client_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("search_analytics_recent_idx").on(table.createdAt.desc(), table.normalizedTerm),
    // The back office's searches with no results read only the failed ones of a window.
    index("search_analytics_no_results_idx")
      .on(table.createdAt, table.normalizedTerm)
      .where(sql`not ${table.successful}`),
  ],
);

/**
 * Clients with a successful search per UTC day and normalised term, counted by the trigger
 * `search_analytics_count_terms` as search_analytics rows are inserted: popular searches read a
 * week of these instead of every search of the week, and one client adds at most one a day.
 */
export const searchTermDays = pgTable(
  "search_term_days",
  {
    day: date("day", { mode: "string" }).notNull(),
    normalizedTerm: text("normalized_term").notNull(),
    /** The term as the last newly counted client typed it that day. */
    term: text("term").notNull(),
    clients: integer("clients").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.normalizedTerm] })],
);

/** Which clients search_term_days has counted for a day and term: the trigger counts a client once. */
export const searchTermDayClients = pgTable(
  "search_term_day_clients",
  {
    day: date("day", { mode: "string" }).notNull(),
    normalizedTerm: text("normalized_term").notNull(),
    clientKey: text("client_key").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.normalizedTerm, table.clientKey] })],
);

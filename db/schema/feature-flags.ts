import { sql } from "drizzle-orm";
import { boolean, check, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { featureFlagCategories } from "../../common/feature-flags";

/**
 * One row per feature flag. `dependencies` lists the keys of the flags this one needs on;
 * `requiresAuth` says whether the feature is only for signed-in users.
 */
export const featureFlags = pgTable(
  "feature_flags",
  {
    key: text("key").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    enabled: boolean("enabled").notNull(),
    beta: boolean("beta").notNull().default(false),
    category: text("category", { enum: featureFlagCategories }).notNull().default("customer"),
    requiresAuth: boolean("requires_auth").notNull().default(false),
    dependencies: text("dependencies")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "feature_flags_category_known",
      sql`${table.category} in (${sql.raw(featureFlagCategories.map((c) => `'${c}'`).join(", "))})`,
    ),
  ],
);

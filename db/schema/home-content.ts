import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { bannerColumns, bannerWindowCheck, timestamps } from "./columns";

/**
 * The home page's banners (the home-content module's): a picture with a title, shown in the home
 * page's first band between its start and end (end after start), while active, in position order;
 * the link leads to any page of this site.
 */
export const homeBanners = pgTable(
  "home_banners",
  { id: text("id").primaryKey(), ...bannerColumns, ...timestamps },
  (table) => [
    index("home_banners_position_idx").on(table.position),
    bannerWindowCheck("home_banners", table),
  ],
);

/**
 * The home page's sections an admin turned off or moved: one row per section key of
 * `common/home-content.ts`. A section with no row is shown in its default place.
 */
export const homeSections = pgTable("home_sections", {
  key: text("key").primaryKey(),
  visible: boolean("visible").notNull(),
  position: integer("position").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The footer's link columns. A seeded link has a `label_key` (the catalogue's `nav` key, so it shows
 * in the visitor's language) and no `label`; one an admin wrote has its `label` and no key.
 */
export const footerLinks = pgTable(
  "footer_links",
  {
    id: text("id").primaryKey(),
    column: text("column").notNull(),
    labelKey: text("label_key"),
    label: text("label"),
    path: text("path").notNull(),
    position: integer("position").notNull().default(0),
    ...timestamps,
  },
  (table) => [
    index("footer_links_column_idx").on(table.column, table.position),
    check("footer_links_column", sql`${table.column} in ('quick', 'legal')`),
    check("footer_links_label", sql`${table.labelKey} is not null or ${table.label} is not null`),
  ],
);

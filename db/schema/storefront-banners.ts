import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { vendors } from "./vendors";

/**
 * A picture with a title a vendor shows at the top of its public store page, between its start and
 * end (end after start), while active, in its position order.
 */
export const storefrontBanners = pgTable(
  "storefront_banners",
  {
    id: text("id").primaryKey(),
    vendorId: text("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    imageKey: text("image_key").notNull(),
    title: text("title").notNull(),
    subtitle: text("subtitle").notNull().default(""),
    /** A path on this site: the vendor's store or one of its products; null for no link. */
    linkPath: text("link_path"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    active: boolean("active").notNull().default(true),
    position: integer("position").notNull().default(0),
    ...timestamps,
  },
  (table) => [
    index("storefront_banners_vendor_idx").on(table.vendorId, table.position),
    check("storefront_banners_window", sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

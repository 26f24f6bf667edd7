import { index, pgTable, text } from "drizzle-orm/pg-core";
import { bannerColumns, bannerWindowCheck, timestamps } from "./columns";
import { vendors } from "./vendors";

/**
 * A picture with a title a vendor shows at the top of its public store page, between its start and
 * end (end after start), while active, in its position order; the link leads to the vendor's store
 * or one of its products.
 */
export const storefrontBanners = pgTable(
  "storefront_banners",
  {
    id: text("id").primaryKey(),
    vendorId: text("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    ...bannerColumns,
    ...timestamps,
  },
  (table) => [
    index("storefront_banners_vendor_idx").on(table.vendorId, table.position),
    bannerWindowCheck("storefront_banners", table),
  ],
);

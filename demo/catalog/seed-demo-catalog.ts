import { inArray, sql } from "drizzle-orm";
import type { Db } from "#db/client";
import {
  bulkPricingTiers,
  categories,
  customizationOptions,
  customizationOptionValues,
  productDocuments,
  productImages,
  products,
  profiles,
  reviews,
  users,
  vendors,
} from "#db/schema";
import { renderMissingArt } from "../art/render-jobs";
import type { MediaStore } from "#server/modules/media/media-store";
import { buildDemoCatalog } from "./build-demo-catalog";
import { demoCatalogArtJobs } from "./catalog-art";
import { insertNewRows } from "./insert-in-chunks";
import { specSheetDocument } from "./spec-sheet";

export interface DemoCatalogOptions {
  /** Dates are spread back from here (default: now). */
  now?: Date;
  /** Where the pictures go; without one, rows are written and no image is drawn (tests). */
  media?: MediaStore;
}

/**
 * The demo catalog: categories, vendors (Lagos Threads owned by the demo vendor account),
 * products with images, tiers and options, reviewer accounts and their reviews. Idempotent: rows
 * that exist are left as they are (admins' edits survive), missing ones are put back.
 */
export async function seedDemoCatalog(
  db: Db,
  { now = new Date(), media }: DemoCatalogOptions = {},
): Promise<{ imagesRendered: number }> {
  const catalog = buildDemoCatalog({ now });
  const vendorNames = new Map(catalog.vendors.map(({ row }) => [row.id, row.businessName]));
  const specSheets = catalog.products.map((product) =>
    specSheetDocument(product, vendorNames.get(product.vendorId) ?? ""),
  );

  await db.transaction(async (tx) => {
    const ownerEmails = catalog.vendors.flatMap((vendor) => (vendor.ownerEmail ? [vendor.ownerEmail] : []));
    const owners = ownerEmails.length
      ? await tx
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(inArray(users.email, ownerEmails))
      : [];
    const ownerIds = new Map(owners.map((owner) => [owner.email, owner.id]));

    await insertNewRows(tx, categories, catalog.categories);
    await insertNewRows(
      tx,
      vendors,
      catalog.vendors.map(({ row, ownerEmail }) => ({
        ...row,
        userId: ownerEmail ? (ownerIds.get(ownerEmail) ?? null) : null,
      })),
    );
    await insertNewRows(tx, users, catalog.reviewerUsers);
    await insertNewRows(tx, profiles, catalog.reviewerProfiles);

    // A row can be skipped on another unique key (an admin took a slug or SKU): only attach children to rows
    // that are really there.
    const vendorIds = await existingIds(
      tx,
      vendors,
      catalog.vendors.map(({ row }) => row.id),
    );
    await insertNewRows(
      tx,
      products,
      catalog.products.filter((product) => vendorIds.has(product.vendorId)),
    );
    const productIds = await existingIds(
      tx,
      products,
      catalog.products.map((product) => product.id),
    );
    const reviewerIds = await existingIds(
      tx,
      users,
      catalog.reviewerUsers.map((user) => user.id),
    );
    const ofProduct = <Row extends { productId: string }>(rows: Row[]) =>
      rows.filter((row) => productIds.has(row.productId));

    await insertNewRows(tx, productImages, ofProduct(catalog.images));
    await insertNewRows(tx, bulkPricingTiers, ofProduct(catalog.tiers));
    await insertNewRows(tx, productDocuments, ofProduct(specSheets.map((sheet) => sheet.row)));
    const options = ofProduct(catalog.options);
    await insertNewRows(tx, customizationOptions, options);
    const optionIds = new Set(options.map((option) => option.id));
    await insertNewRows(
      tx,
      customizationOptionValues,
      catalog.optionValues.filter((value) => optionIds.has(value.optionId)),
    );

    const newReviews = ofProduct(catalog.reviews).filter((review) => reviewerIds.has(review.userId));
    const reviewed = new Set<string>();
    for (let start = 0; start < newReviews.length; start += 500) {
      const inserted = await tx
        .insert(reviews)
        .values(newReviews.slice(start, start + 500))
        .onConflictDoNothing()
        .returning({ productId: reviews.productId });
      for (const row of inserted) reviewed.add(row.productId);
    }
    await refreshRatings(tx, [...reviewed]);
  });

  if (!media) return { imagesRendered: 0 };
  for (const sheet of specSheets) {
    if (!(await media.exists(sheet.row.fileKey)))
      await media.put(sheet.row.fileKey, sheet.bytes, "application/pdf");
  }
  const { rendered } = await renderMissingArt(media, demoCatalogArtJobs(catalog));
  return { imagesRendered: rendered };
}

async function existingIds(
  db: Db,
  table: typeof vendors | typeof products | typeof users,
  ids: string[],
): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return new Set(rows.map((row) => row.id));
}

/** products.rating_average (one decimal) and rating_count from the reviews, for the products given. */
async function refreshRatings(db: Db, productIds: string[]): Promise<void> {
  if (!productIds.length) return;
  await db
    .update(products)
    .set({
      ratingAverage: sql`coalesce((select round(avg(${reviews.rating})::numeric, 1) from ${reviews} where ${reviews.productId} = ${products.id}), 0)`,
      ratingCount: sql`(select count(*)::int from ${reviews} where ${reviews.productId} = ${products.id})`,
    })
    .where(inArray(products.id, productIds));
}

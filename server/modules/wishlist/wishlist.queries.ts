import type { Db } from "#db/client";
import { productImages, products, vendors, wishlists } from "#db/schema";
import { newestKeyset } from "#server/lib/cursor";
import { and, count, desc, eq } from "drizzle-orm";
import type { Actor } from "../identity/actor";
import { descending, firstImage } from "../catalog/product-cards";

/** The wishlist preview shows up to 5 products. */
const wishlistPreviewLimit = 5;

/** Only products a buyer can still open count as being on the wishlist. */
const listed = (actor: Actor) =>
  and(eq(wishlists.userId, actor.userId), eq(products.isActive, true), eq(vendors.isActive, true));

const productJoin = eq(products.id, wishlists.productId);
const vendorJoin = eq(vendors.id, products.vendorId);

/** Saved products as the wishlist lists them. */
const savedProduct = {
  id: products.id,
  name: products.name,
  price: products.price,
  currency: products.currency,
  moq: products.moq,
  stockQuantity: products.stockQuantity,
  imageKey: firstImage(productImages.imageKey),
  vendorId: vendors.id,
  vendorName: vendors.businessName,
  addedAt: wishlists.createdAt,
};

/** The actor's saved products, most recently added first. */
export async function listWishlist(db: Db, { actor }: { actor: Actor }) {
  return db
    .select(savedProduct)
    .from(wishlists)
    .innerJoin(products, productJoin)
    .innerJoin(vendors, vendorJoin)
    .where(listed(actor))
    .orderBy(desc(wishlists.createdAt), desc(products.id));
}

/** Saved products the API sends at a time. */
const wishlistApiPageSize = 24;

/**
 * The actor's saved products, most recently added first, a page at a time: `cursor` (the previous
 * page's nextCursor) continues by keyset on (added at, product id).
 */
export async function listWishlistAfter(db: Db, { actor, cursor }: { actor: Actor; cursor: string | null }) {
  const rows = await db
    .select({ ...savedProduct, sortKey: newestKeyset.sortKey(wishlists.createdAt) })
    .from(wishlists)
    .innerJoin(products, productJoin)
    .innerJoin(vendors, vendorJoin)
    .where(and(listed(actor), newestKeyset.after(wishlists.createdAt, wishlists.productId, cursor)))
    .orderBy(descending(wishlists.createdAt), descending(wishlists.productId))
    .limit(wishlistApiPageSize + 1);
  const { rows: items, nextCursor } = newestKeyset.page(rows, wishlistApiPageSize, (row) => row.id);
  return { items, nextCursor };
}

/** The wishlist preview: id, name, price, image, currency of up to 5 saved products. */
export async function getWishlistPreview(db: Db, { actor }: { actor: Actor }) {
  return db
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      currency: products.currency,
      imageKey: firstImage(productImages.imageKey),
    })
    .from(wishlists)
    .innerJoin(products, productJoin)
    .innerJoin(vendors, vendorJoin)
    .where(listed(actor))
    .orderBy(desc(wishlists.createdAt), desc(products.id))
    .limit(wishlistPreviewLimit);
}

/** The ids of the listed products on the actor's wishlist: every product card shows its heart from these. */
export async function listWishlistIds(db: Db, { actor }: { actor: Actor }): Promise<string[]> {
  const rows = await db
    .select({ id: products.id })
    .from(wishlists)
    .innerJoin(products, productJoin)
    .innerJoin(vendors, vendorJoin)
    .where(listed(actor));
  return rows.map((row) => row.id);
}

export async function countWishlist(db: Db, { actor }: { actor: Actor }): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(wishlists)
    .innerJoin(products, productJoin)
    .innerJoin(vendors, vendorJoin)
    .where(listed(actor));
  return row?.value ?? 0;
}

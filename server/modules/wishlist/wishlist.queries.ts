import type { Db } from "#db/client";
import { productImages, products, vendors, wishlists } from "#db/schema";
import { and, count, desc, eq } from "drizzle-orm";
import type { Actor } from "../identity/actor";
import { firstImage } from "../catalog/product-cards";

/** The wishlist preview shows up to 5 products. */
const wishlistPreviewLimit = 5;

/** Only products a buyer can still open count as being on the wishlist. */
const listed = (actor: Actor) =>
  and(eq(wishlists.userId, actor.userId), eq(products.isActive, true), eq(vendors.isActive, true));

const productJoin = eq(products.id, wishlists.productId);
const vendorJoin = eq(vendors.id, products.vendorId);

/** The actor's saved products, most recently added first. */
export async function listWishlist(db: Db, { actor }: { actor: Actor }) {
  return db
    .select({
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
    })
    .from(wishlists)
    .innerJoin(products, productJoin)
    .innerJoin(vendors, vendorJoin)
    .where(listed(actor))
    .orderBy(desc(wishlists.createdAt), desc(products.id));
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

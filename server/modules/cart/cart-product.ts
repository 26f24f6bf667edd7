import { messages } from "#common/messages";
import type { Db } from "#db/client";
import { products, vendors } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { listedProducts } from "../catalog/product-cards";

const cartProductColumns = {
  id: products.id,
  name: products.name,
  sku: products.sku,
  moq: products.moq,
  stockQuantity: products.stockQuantity,
};

/** What a cart checks a product against: its minimum order and stock. */
export type CartProduct = { id: string; name: string; sku: string; moq: number; stockQuantity: number };

/** Products for sale matching `where`, share-locked so they cannot change mid-write. */
function lockListedProducts(tx: Db, where: SQL): Promise<CartProduct[]> {
  return tx
    .select(cartProductColumns)
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(and(where, listedProducts()))
    .orderBy(products.id)
    .for("share", { of: products });
}

/** A product that is for sale, with what a cart checks against; share-locked so it cannot change mid-write. */
export async function productForCart(tx: Db, productId: string): Promise<CartProduct> {
  const [product] = await lockListedProducts(tx, eq(products.id, productId));
  if (!product) throw new AppError("NOT_FOUND", { message: messages.cart.productNotFound });
  return product;
}

/**
 * The products for sale whose SKU (ignoring case) is one of `skus`, share-locked in id order. A SKU
 * is unique per vendor only, so one SKU may match products of several vendors.
 */
export function productsForCartBySku(tx: Db, skus: readonly string[]): Promise<CartProduct[]> {
  if (skus.length === 0) return Promise.resolve([]);
  const wanted = [...new Set(skus.map((sku) => sku.toLowerCase()))];
  return lockListedProducts(tx, inArray(sql`lower(${products.sku})`, wanted));
}

/** The products for sale among `productIds`, share-locked in id order (the ones no longer for sale are missing). */
export function productsForCartById(tx: Db, productIds: readonly string[]): Promise<CartProduct[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return lockListedProducts(tx, inArray(products.id, [...productIds]));
}

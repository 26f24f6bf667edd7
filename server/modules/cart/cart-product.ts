import { messages } from "#common/messages";
import type { Db } from "#db/client";
import { products, vendors } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { and, eq } from "drizzle-orm";
import { listedProducts } from "../catalog/product-cards";

/**
 * A product that is for sale, with what a cart checks against; share-locked so it cannot change mid-write.
 */
export async function productForCart(tx: Db, productId: string) {
  const [product] = await tx
    .select({
      id: products.id,
      name: products.name,
      moq: products.moq,
      stockQuantity: products.stockQuantity,
    })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(and(eq(products.id, productId), listedProducts()))
    .for("share", { of: products });
  if (!product) throw new AppError("NOT_FOUND", { message: messages.cart.productNotFound });
  return product;
}

import { messages } from "#common/messages";
import type { VendorProductHeading } from "#common/views/vendor-pricing";
import type { Db } from "#db/client";
import { products } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { and, eq } from "drizzle-orm";

/** The vendor's product by id: the vendor's id is in the `where`, never taken on trust from the request. */
function ownProductQuery(db: Db, { vendorId, productId }: { vendorId: string; productId: string }) {
  return db
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      currency: products.currency,
      moq: products.moq,
    })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.vendorId, vendorId)));
}

/**
 * One of the vendor's own products, for its back-office pages. Another vendor's product is "not
 * found", the same answer as a product that does not exist, so its existence is never confirmed.
 */
export async function findOwnProduct(
  db: Db,
  { vendorId, productId }: { vendorId: string; productId: string },
): Promise<VendorProductHeading> {
  const [row] = await ownProductQuery(db, { vendorId, productId }).limit(1);
  if (!row) throw new AppError("NOT_FOUND", { message: messages.productPricing.productNotFound });
  return row;
}

/**
 * The vendor's own product, its row locked until the transaction ends: commands that check a rule
 * across a product's tiers or options (no two tiers at one quantity, discounts rising) take it first,
 * so two vendor sessions changing the same product run one after the other.
 */
export async function lockOwnProduct(
  tx: Db,
  { vendorId, productId }: { vendorId: string; productId: string },
): Promise<VendorProductHeading> {
  const [row] = await ownProductQuery(tx, { vendorId, productId }).for("update");
  if (!row) throw new AppError("NOT_FOUND", { message: messages.productPricing.productNotFound });
  return row;
}

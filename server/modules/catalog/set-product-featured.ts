import type { Db } from "#db/client";
import { products } from "#db/schema";
import { eq, sql } from "drizzle-orm";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../identity/actor";
import { assertAdmin } from "../identity/assert-admin";
import { lockProductForModeration } from "./admin-products.queries";

/**
 * An admin features a product or stops featuring it, whatever its status (featuring matters only
 * while it is listed). Asking for the state it already has changes and records nothing.
 */
export async function setProductFeatured(
  db: Db,
  {
    actor,
    productId,
    featured,
    ipAddress,
  }: { actor: Actor | null; productId: string; featured: boolean; ipAddress?: string | null },
): Promise<{ name: string; changed: boolean }> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    const product = await lockProductForModeration(tx, productId);
    if (product.featured === featured) return { name: product.name, changed: false };
    await tx
      .update(products)
      .set({ featured, updatedAt: sql`now()` })
      .where(eq(products.id, productId));
    await recordAudit(tx, {
      action: featured ? "product.feature" : "product.unfeature",
      resource: `product:${productId}`,
      userId: actor.userId,
      ipAddress,
      details: { productId, name: product.name, vendorId: product.vendorId },
    });
    return { name: product.name, changed: true };
  });
}

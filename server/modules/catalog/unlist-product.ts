import { messages } from "#common/messages";
import type { Db } from "#db/client";
import { products } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { requiredReason } from "#server/lib/required-reason";
import { eq, sql } from "drizzle-orm";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../identity/actor";
import { assertAdmin } from "../identity/assert-admin";
import { lockProductForModeration } from "./admin-products.queries";

/**
 * An admin unlists any vendor's product with a reason its vendor reads: shoppers no longer see it
 * (the listed flag drives every shopper read, catalog_counts and the sitemap) and its vendor cannot
 * list it again until an admin relists it. A draft stays a draft, held the same way. Audited. Runs
 * in the caller's transaction when given one (the product-moderation flow, which tells the vendor).
 */
export async function unlistProduct(
  db: Db,
  {
    actor,
    productId,
    reason,
    ipAddress,
  }: { actor: Actor | null; productId: string; reason: unknown; ipAddress?: string | null },
): Promise<{ name: string; vendorId: string; reason: string }> {
  assertAdmin(actor);
  const why = requiredReason(reason, messages.adminCatalog.unlistReasonRequired);
  return db.transaction(async (tx) => {
    const product = await lockProductForModeration(tx, productId);
    if (product.moderationReason !== null)
      throw new AppError("CONFLICT", { message: messages.adminCatalog.alreadyUnlisted(product.name) });
    await tx
      .update(products)
      .set({ isActive: false, moderationReason: why, updatedAt: sql`now()` })
      .where(eq(products.id, productId));
    await recordAudit(tx, {
      action: "product.unlist",
      resource: `product:${productId}`,
      userId: actor.userId,
      ipAddress,
      details: { productId, name: product.name, vendorId: product.vendorId, reason: why },
    });
    return { name: product.name, vendorId: product.vendorId, reason: why };
  });
}

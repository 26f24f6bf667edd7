import { messages } from "#common/messages";
import type { Db } from "#db/client";
import { products } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { eq, sql } from "drizzle-orm";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../identity/actor";
import { assertAdmin } from "../identity/assert-admin";
import { lockProductForModeration } from "./admin-products.queries";

/**
 * An admin lifts its own unlisting: the reason is cleared and the product is listed again, unless it
 * is a draft, which stays one for its vendor to publish. Only a product the marketplace unlisted can
 * be relisted here (the vendor lists its own). Audited.
 */
export async function relistProduct(
  db: Db,
  { actor, productId, ipAddress }: { actor: Actor | null; productId: string; ipAddress?: string | null },
): Promise<{ name: string; vendorId: string }> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    const product = await lockProductForModeration(tx, productId);
    if (product.moderationReason === null)
      throw new AppError("CONFLICT", { message: messages.adminCatalog.notUnlisted(product.name) });
    await tx
      .update(products)
      .set({ isActive: !product.draft, moderationReason: null, updatedAt: sql`now()` })
      .where(eq(products.id, productId));
    await recordAudit(tx, {
      action: "product.relist",
      resource: `product:${productId}`,
      userId: actor.userId,
      ipAddress,
      details: {
        productId,
        name: product.name,
        vendorId: product.vendorId,
        reason: product.moderationReason,
      },
    });
    return { name: product.name, vendorId: product.vendorId };
  });
}

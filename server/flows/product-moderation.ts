import { messages } from "#common/messages";
import type { NotificationPriority } from "#common/notifications";
import { vendorProductPath } from "#common/seller-paths";
import type { Db } from "#db/client";
import { relistProduct } from "../modules/catalog/relist-product";
import { unlistProduct } from "../modules/catalog/unlist-product";
import type { Actor } from "../modules/identity/actor";
import { notifyUser } from "../modules/notifications/notify-user";
import { storeOwnerId } from "../modules/vendors/vendors.queries";

type Moderation = { actor: Actor | null; productId: string; ipAddress?: string | null };

/** Leaves the store's owner a notification about one of its products (a store without one: no one). */
async function tellStoreOwner(
  tx: Db,
  {
    vendorId,
    productId,
    title,
    message,
    priority,
  }: {
    vendorId: string;
    productId: string;
    title: string;
    message: string;
    priority: NotificationPriority;
  },
) {
  const userId = await storeOwnerId(tx, { vendorId });
  if (userId)
    await notifyUser(tx, {
      userId,
      title,
      message,
      type: "product_moderation",
      actionUrl: vendorProductPath(productId),
      priority,
    });
}

/**
 * An admin unlists a product with a reason, and its vendor hears of it: in one transaction, the
 * catalog's `unlistProduct` (hidden from shoppers, held, audited) and a notification to the store's
 * owner with the reason, leading to the product's page where the reason also shows.
 */
export async function unlistProductAndTellVendor(
  db: Db,
  { reason, ...moderation }: Moderation & { reason: unknown },
): Promise<{ name: string }> {
  const texts = messages.adminCatalog;
  return db.transaction(async (tx) => {
    const unlisted = await unlistProduct(tx, { ...moderation, reason });
    await tellStoreOwner(tx, {
      vendorId: unlisted.vendorId,
      productId: moderation.productId,
      title: texts.unlistedNoticeTitle(unlisted.name),
      message: texts.unlistedNotice(unlisted.reason),
      // The product stopped selling: the vendor should act on the reason.
      priority: "high",
    });
    return { name: unlisted.name };
  });
}

/** An admin lifts its unlisting (the catalog's `relistProduct`), and the store's owner is told so. */
export async function relistProductAndTellVendor(db: Db, moderation: Moderation): Promise<{ name: string }> {
  const texts = messages.adminCatalog;
  return db.transaction(async (tx) => {
    const relisted = await relistProduct(tx, moderation);
    await tellStoreOwner(tx, {
      vendorId: relisted.vendorId,
      productId: moderation.productId,
      title: texts.relistedNoticeTitle(relisted.name),
      message: texts.relistedNotice,
      priority: "normal",
    });
    return { name: relisted.name };
  });
}

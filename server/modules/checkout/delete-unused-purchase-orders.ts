import { unusedUploadMaxAgeMs } from "#common/request-limits";
import { type Db, queryRows } from "#db/client";
import { sql } from "drizzle-orm";
import type { MediaStore } from "../media/media-store";
import { purchaseOrderKeyPrefix } from "./attach-purchase-order";

const batchSize = 500;

/**
 * Deletes purchase-order files that were stored over a day ago and that no order and no cart refers
 * to: left by a checkout that never finished, a failed write, or a deleted guest cart. A file a
 * cart still holds is kept, since its buyer may yet place the order. Both tables are read in one
 * statement, so a file moving from cart to order while this runs is seen in one of them. Returns
 * how many files went.
 */
export async function deleteUnusedPurchaseOrders(db: Db, { media }: { media: MediaStore }): Promise<number> {
  const storedBefore = Date.now() - unusedUploadMaxAgeMs;
  const old: string[] = [];
  for await (const file of media.list(purchaseOrderKeyPrefix))
    if (file.storedAt.getTime() < storedBefore) old.push(file.key);
  let deleted = 0;
  for (let start = 0; start < old.length; start += batchSize) {
    const keys = old.slice(start, start + batchSize);
    const used = await queryRows<{ key: string }>(
      db,
      sql`
      select purchase_order_document_key as key from orders where purchase_order_document_key in ${keys}
      union
      select checkout_details -> 'purchaseOrder' ->> 'key' from carts where checkout_details -> 'purchaseOrder' ->> 'key' in ${keys}`,
    );
    const kept = new Set(used.map((row) => row.key));
    for (const key of keys.filter((candidate) => !kept.has(candidate))) {
      await media.delete(key);
      deleted += 1;
    }
  }
  return deleted;
}

import type { Db } from "#db/client";
import { vendors } from "#db/schema";
import { eq } from "drizzle-orm";

/**
 * Gives or takes a store's Trade Assurance badge (shown on its cards, store page and product pages).
 * Called inside the back office's decision on the store's application, which checks who decides.
 */
export async function setVendorTradeAssured(
  tx: Db,
  { vendorId, tradeAssured }: { vendorId: string; tradeAssured: boolean },
): Promise<void> {
  await tx.update(vendors).set({ tradeAssured, updatedAt: new Date() }).where(eq(vendors.id, vendorId));
}

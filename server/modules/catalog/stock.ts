import type { Db } from "#db/client";
import { products } from "#db/schema";
import { eq, sql } from "drizzle-orm";

export interface StockLine {
  productId: string;
  quantity: number;
}

/**
 * Takes ordered units out of stock. The caller has locked the product rows in id order and checked
 * the stock in its transaction, and passes the lines in that order: rows are written in it, so two
 * orders of the same products queue instead of deadlocking.
 */
export async function takeStock(tx: Db, { lines }: { lines: StockLine[] }): Promise<void> {
  for (const line of lines) {
    await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} - ${line.quantity}`, updatedAt: sql`now()` })
      .where(eq(products.id, line.productId));
  }
}

/** Puts the units of cancelled order lines back into stock, writing the rows in product id order. */
export async function returnStock(tx: Db, { lines }: { lines: StockLine[] }): Promise<void> {
  for (const line of [...lines].sort((a, b) => a.productId.localeCompare(b.productId))) {
    await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} + ${line.quantity}`, updatedAt: sql`now()` })
      .where(eq(products.id, line.productId));
  }
}

import { messages } from "#common/messages";
import type { Db } from "#db/client";
import { AppError } from "#server/lib/errors";
import { addCartLines } from "#server/modules/cart/add-cart-lines";
import type { CartOwner } from "#server/modules/cart/cart-owner";
import { buyerOrderLines } from "#server/modules/orders/orders.queries";

/**
 * "Reorder" on the buyer's bulk orders: the same products in the same quantities go into the
 * buyer's cart, each judged as Add to Cart judges it today (still for sale, minimum order, stock).
 * Nothing of the old order's prices is carried: the cart prices the lines at today's prices and
 * tiers. The lines that cannot be added are reported one by one; the others are added. Another
 * buyer's order is "Order not found".
 */
export async function reorder(
  db: Db,
  { userId, orderId, owner }: { userId: string; orderId: string; owner: CartOwner },
) {
  const lines = await buyerOrderLines(db, { orderId, userId });
  if (!lines) throw new AppError("NOT_FOUND", { message: messages.quickOrder.orderNotFound });
  const result = await addCartLines(db, {
    owner,
    rows: lines.map((line, index) => ({
      row: index + 1,
      sku: line.sku,
      quantity: String(line.quantity),
      productId: line.productId,
    })),
  });
  return {
    ...result,
    outcomes: result.outcomes.map((outcome, index) => ({
      ...outcome,
      productName: lines[index]!.productName,
    })),
  };
}

import { defaultLocale } from "#common/format";
import type { OrderStatus } from "#common/views/orders";
import type { Db } from "#db/client";
import { orders, products, subOrders } from "#db/schema";
import { type AnyColumn, and, count, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";

/**
 * A sale is a vendor's sub-order that is not cancelled, of an order that is paid or on agreed
 * payment terms (net terms, purchase order): money the vendor has or is owed. Orders awaiting
 * payment, failed or cancelled are not sales. Its amount is the sub-order's subtotal, before
 * commission; its date the order's placement (sub_orders.created_at).
 */
export const salePaymentStatuses = ["paid", "on_account"] as const;

export function isSalePart({ status, paymentStatus }: { status: OrderStatus; paymentStatus: string }) {
  return status !== "cancelled" && (salePaymentStatuses as readonly string[]).includes(paymentStatus);
}

/** The same rule over `sub_orders` joined to their `orders`. */
export const isSaleRow: SQL = and(
  ne(subOrders.status, "cancelled"),
  inArray(orders.paymentStatus, [...salePaymentStatuses]),
)!;

/**
 * The currency a vendor's figures are in: the one most of its products are priced in (orders take
 * their products' currency), else the storefront's. Sums never add up different currencies.
 */
export async function vendorCurrency(db: Db, { vendorId }: { vendorId: string }): Promise<string> {
  const [row] = await db
    .select({ currency: products.currency })
    .from(products)
    .where(eq(products.vendorId, vendorId))
    .groupBy(products.currency)
    .orderBy(desc(count()))
    .limit(1);
  return row?.currency ?? defaultLocale.currency;
}

/**
 * Which of a day's 16 `sale_order_days` rows an order's count goes to: a hash of its id, so that
 * orders placed at the same moment rarely write the same row. Sums over a day's rows are exact
 * whichever row a change lands in; the hash only keeps an order's changes together.
 */
export const saleOrderShard = (orderId: SQL | AnyColumn): SQL<number> =>
  sql<number>`(hashtext(${orderId}) & 15)`.mapWith(Number);

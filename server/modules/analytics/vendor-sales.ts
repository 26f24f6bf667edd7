import { defaultLocale } from "#common/format";
import type { PeriodRange } from "#common/vendor-insights";
import type { Db } from "#db/client";
import { orders, products, subOrders } from "#db/schema";
import { and, count, desc, eq, gte, inArray, lt, ne, type SQL } from "drizzle-orm";

/**
 * A sale is a vendor's sub-order that is not cancelled, of an order that is paid or on agreed
 * payment terms (net terms, purchase order): money the vendor has or is owed. Orders awaiting
 * payment, failed or cancelled are not sales. Its amount is the sub-order's subtotal, before
 * commission; its date the order's placement (sub_orders.created_at).
 */
export const salePaymentStatuses = ["paid", "on_account"] as const;

/** Sub-orders of `vendorId` placed in the range (join `orders` for the currency and payment). */
export function placedInRange(vendorId: string, range: PeriodRange): SQL {
  return and(
    eq(subOrders.vendorId, vendorId),
    gte(subOrders.createdAt, range.from),
    lt(subOrders.createdAt, range.to),
  )!;
}

/** Of those, the sales in `currency` (see {@link salePaymentStatuses}). */
export function isSale(currency: string): SQL {
  return and(
    ne(subOrders.status, "cancelled"),
    inArray(orders.paymentStatus, [...salePaymentStatuses]),
    eq(orders.currency, currency),
  )!;
}

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

import type { CustomerSort, VendorCustomerPage } from "#common/views/vendor-insights";
import type { Db } from "#db/client";
import { conversations, orders, profiles, subOrders, users } from "#db/schema";
import { and, countDistinct, desc, eq, isNotNull, or, sql } from "drizzle-orm";
import { personName } from "../identity/person-name";
import { isSale, vendorCurrency } from "./vendor-sales";

const customersPageSize = 20;

/**
 * The buyers with sales from this vendor (see vendor-sales.ts), each with their number of this
 * vendor's sub-orders, what those came to, the last one's date and shipping country, and their
 * conversation with the store when there is one. Guest orders are left out: they have no account
 * to group them by or to message. `search` matches the name or e-mail, anywhere in it.
 */
export async function vendorCustomers(
  db: Db,
  { vendorId, search, sort, page }: { vendorId: string; search: string; sort: CustomerSort; page: number },
): Promise<VendorCustomerPage> {
  const currency = await vendorCurrency(db, { vendorId });
  // strpos, not LIKE: the search text is matched as typed, with no wildcard characters to escape.
  const needle = search.toLowerCase();
  const where = and(
    eq(subOrders.vendorId, vendorId),
    isNotNull(orders.userId),
    isSale(currency),
    needle
      ? or(
          sql`strpos(lower(${users.email}), ${needle}) > 0`,
          sql`strpos(lower(${personName}), ${needle}) > 0`,
        )
      : undefined,
  );
  const totalSpent = sql<number>`sum(${subOrders.subtotal})`.mapWith(Number);
  const lastOrderAt = sql<Date>`max(${subOrders.createdAt})`.mapWith(
    (value: string | Date) => new Date(value),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        userId: users.id,
        name: personName,
        email: users.email,
        orderCount: sql<number>`count(*)`.mapWith(Number),
        totalSpent,
        lastOrderAt,
        countryCode: sql<
          string | null
        >`(array_agg(${orders.shippingAddress} ->> 'country' order by ${subOrders.createdAt} desc))[1]`,
        conversationId: conversations.id,
      })
      .from(subOrders)
      .innerJoin(orders, eq(orders.id, subOrders.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(profiles, eq(profiles.id, users.id))
      .leftJoin(conversations, and(eq(conversations.buyerId, users.id), eq(conversations.vendorId, vendorId)))
      .where(where)
      .groupBy(users.id, profiles.id, conversations.id)
      .orderBy(...(sort === "spent" ? [desc(totalSpent), desc(lastOrderAt)] : [desc(lastOrderAt)]), users.id)
      .limit(customersPageSize)
      .offset((page - 1) * customersPageSize),
    db
      .select({ value: countDistinct(orders.userId) })
      .from(subOrders)
      .innerJoin(orders, eq(orders.id, subOrders.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, currency })),
    total: total?.value ?? 0,
    page,
    pageSize: customersPageSize,
  };
}

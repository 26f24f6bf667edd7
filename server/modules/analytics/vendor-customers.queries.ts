import type { CustomerSort, VendorCustomerPage } from "#common/views/vendor-insights";
import type { Db } from "#db/client";
import { conversations, profiles, users, vendorCustomerTotals } from "#db/schema";
import { and, count, desc, eq, or, sql } from "drizzle-orm";
import { personName } from "../identity/person-name";
import { vendorCurrency } from "./vendor-sales";

const customersPageSize = 20;

/**
 * The buyers with sales from this vendor (see vendor-sales.ts), each with their number of this
 * vendor's sub-orders, what those came to, the last one's date and shipping country (kept in
 * `vendor_customer_totals`), and their conversation with the store when there is one. Guest orders
 * are left out: they have no account to group them by or to message. `search` matches the name or
 * e-mail, anywhere in it.
 */
export async function vendorCustomers(
  db: Db,
  { vendorId, search, sort, page }: { vendorId: string; search: string; sort: CustomerSort; page: number },
): Promise<VendorCustomerPage> {
  const currency = await vendorCurrency(db, { vendorId });
  const t = vendorCustomerTotals;
  // strpos, not LIKE: the search text is matched as typed, with no wildcard characters to escape.
  const needle = search.toLowerCase();
  const where = and(
    eq(t.vendorId, vendorId),
    eq(t.currency, currency),
    needle
      ? or(
          sql`strpos(lower(${users.email}), ${needle}) > 0`,
          sql`strpos(lower(${personName}), ${needle}) > 0`,
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        userId: users.id,
        name: personName,
        email: users.email,
        orderCount: t.orderCount,
        totalSpent: t.totalSpent,
        lastOrderAt: t.lastOrderAt,
        countryCode: t.lastCountry,
        conversationId: conversations.id,
      })
      .from(t)
      .innerJoin(users, eq(users.id, t.userId))
      .leftJoin(profiles, eq(profiles.id, users.id))
      .leftJoin(conversations, and(eq(conversations.buyerId, users.id), eq(conversations.vendorId, vendorId)))
      .where(where)
      .orderBy(
        ...(sort === "spent" ? [desc(t.totalSpent), desc(t.lastOrderAt)] : [desc(t.lastOrderAt)]),
        t.userId,
      )
      .limit(customersPageSize)
      .offset((page - 1) * customersPageSize),
    needle
      ? db
          .select({ value: count() })
          .from(t)
          .innerJoin(users, eq(users.id, t.userId))
          .leftJoin(profiles, eq(profiles.id, users.id))
          .where(where)
      : db.select({ value: count() }).from(t).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, currency })),
    total: total?.value ?? 0,
    page,
    pageSize: customersPageSize,
  };
}

import type { Db } from "#db/client";
import { corporateAccounts, orders } from "#db/schema";
import { and, count, eq, sum } from "drizzle-orm";

/** Delivered orders that make a buyer without agreed terms eligible for net terms. */
const netTermsCompletedOrders = 3;

/**
 * Whether a buyer may pay on net terms, and how much credit is left for it. An approved corporate
 * account with payment terms other than standard may, up to its credit limit less its net-terms
 * orders not yet paid (`on_account`); a buyer with 3 delivered orders may, without a limit
 * (`creditRemaining` null). `lock` takes the corporate account's row for update, so that two
 * checkouts of one account spend its credit one after the other (order placement passes it inside
 * its transaction).
 */
export async function netTermsStanding(
  db: Db,
  { userId, lock = false }: { userId: string; lock?: boolean },
): Promise<{ eligible: boolean; creditRemaining: number | null }> {
  if (!userId) return { eligible: false, creditRemaining: null };
  const accountQuery = db
    .select({
      status: corporateAccounts.status,
      creditLimit: corporateAccounts.creditLimit,
      paymentTerms: corporateAccounts.paymentTerms,
    })
    .from(corporateAccounts)
    .where(eq(corporateAccounts.userId, userId));
  const [account] = lock ? await accountQuery.for("update") : await accountQuery;
  if (account?.status === "approved" && account.paymentTerms !== "standard") {
    const [open] = await db
      .select({ total: sum(orders.totalAmount).mapWith(Number) })
      .from(orders)
      .where(
        and(
          eq(orders.userId, userId),
          eq(orders.paymentMethod, "net_terms"),
          eq(orders.paymentStatus, "on_account"),
        ),
      );
    return { eligible: true, creditRemaining: Math.max(0, account.creditLimit - (open?.total ?? 0)) };
  }
  const [row] = await db
    .select({ value: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, "delivered")));
  return { eligible: (row?.value ?? 0) >= netTermsCompletedOrders, creditRemaining: null };
}

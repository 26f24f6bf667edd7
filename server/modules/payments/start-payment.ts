import type { Db } from "#db/client";
import { orders, payments } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { newId } from "#server/lib/ids";
import { and, eq, inArray } from "drizzle-orm";
import { sandboxProvider } from "./sandbox-provider";

/**
 * Opens a payment for an order that awaits one (card or mobile money) and returns where the buyer
 * pays: the provider's hosted page. The amount is the order's stored total, never a figure from the
 * browser. Only the built-in sandbox provider is wired to a hosted page so far.
 */
export async function startPayment(db: Db, { orderId, appUrl, production }: { orderId: string; appUrl: string; production: boolean }): Promise<{ reference: string; redirectUrl: string }> {
  if (production) throw new Error("No live payment provider is configured: the sandbox provider does not run in production.");
  const [order] = await db
    .select({ id: orders.id, totalAmount: orders.totalAmount, currency: orders.currency })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, "awaiting_payment"), inArray(orders.paymentMethod, ["card", "mobile_money"])));
  if (!order) throw new AppError("CONFLICT", { message: "This order does not await a card or mobile money payment." });
  const reference = newId("pay");
  await db.insert(payments).values({ id: newId("pmt"), orderId: order.id, provider: sandboxProvider, reference, amount: order.totalAmount, currency: order.currency });
  return { reference, redirectUrl: new URL(`/payments/sandbox/${reference}`, appUrl).toString() };
}

import { randomBytes } from "node:crypto";
import type { Db } from "#db/client";
import { orders, payments } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { newId } from "#server/lib/ids";
import { and, eq, inArray } from "drizzle-orm";
import type { HostedCheckout } from "./hosted-checkout";

/**
 * Opens a payment for an order that awaits one (card or mobile money) and returns where the buyer
 * pays: the provider's hosted page. The amount is the order's stored total, never a figure from the
 * browser. If the provider cannot be reached the payment is dropped, and the order still offers Pay now.
 */
export async function startPayment(db: Db, { orderId, checkout, returnUrl }: { orderId: string; checkout: HostedCheckout; returnUrl: string }): Promise<{ reference: string; redirectUrl: string }> {
  const [order] = await db
    .select({ id: orders.id, totalAmount: orders.totalAmount, currency: orders.currency, email: orders.email })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, "awaiting_payment"), inArray(orders.paymentMethod, ["card", "mobile_money"])));
  if (!order) throw new AppError("CONFLICT", { message: "This order does not await a card or mobile money payment." });
  // Paystack allows letters, digits and - . = in references.
  const reference = `pay-${randomBytes(12).toString("hex")}`;
  const paymentId = newId("pmt");
  await db.insert(payments).values({ id: paymentId, orderId: order.id, provider: checkout.provider, reference, amount: order.totalAmount, currency: order.currency });
  try {
    return { reference, redirectUrl: await checkout.open({ reference, amount: order.totalAmount, currency: order.currency, email: order.email, returnUrl }) };
  } catch (error) {
    await db.delete(payments).where(eq(payments.id, paymentId));
    throw error;
  }
}

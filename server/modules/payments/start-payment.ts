import { randomBytes } from "node:crypto";
import { messages } from "#common/messages";
import type { Db } from "#db/client";
import { orders, payments } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { newId } from "#server/lib/ids";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { HostedCheckout } from "./hosted-checkout";

/**
 * An attempt still without its page after this long was left behind (the provider call times out
 * after 15 s, or the process stopped mid-call): the buyer never saw its page, so it is voided.
 */
const abandonedAfterMs = 60_000;

/**
 * Opens the order's payment (card or mobile money awaiting payment) and returns where the buyer
 * pays: the provider's hosted page. An order has at most one open attempt: Pay now pressed again
 * returns the open attempt's page; an attempt of another provider, or one abandoned before it had a
 * page, is voided first (if it still settles, `processPaymentEvent` pays the order with it or refunds
 * it). The order row is locked while deciding, so two presses at once open one attempt; the second
 * is told to try again if the first has no page yet. The amount is the order's stored total, never a
 * figure from the browser. If the provider cannot be reached the attempt is dropped and the order
 * still offers Pay now.
 */
export async function startPayment(
  db: Db,
  { orderId, checkout, returnUrl }: { orderId: string; checkout: HostedCheckout; returnUrl: string },
): Promise<{ reference: string; redirectUrl: string }> {
  const opened = await db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        id: orders.id,
        totalAmount: orders.totalAmount,
        currency: orders.currency,
        email: orders.email,
      })
      .from(orders)
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.paymentStatus, "awaiting_payment"),
          inArray(orders.paymentMethod, ["card", "mobile_money"]),
        ),
      )
      .for("update");
    if (!order) throw new AppError("CONFLICT", { message: messages.payments.notAwaitingPayment });
    const [open] = await tx
      .select({
        id: payments.id,
        reference: payments.reference,
        provider: payments.provider,
        checkoutUrl: payments.checkoutUrl,
        createdAt: payments.createdAt,
      })
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.status, "pending")));
    if (open && open.provider === checkout.provider && open.checkoutUrl)
      return { kind: "open", reference: open.reference, redirectUrl: open.checkoutUrl } as const;
    if (
      open &&
      open.provider === checkout.provider &&
      Date.now() - open.createdAt.getTime() < abandonedAfterMs
    )
      throw new AppError("CONFLICT", { message: messages.payments.beingOpened });
    if (open)
      await tx
        .update(payments)
        .set({ status: "voided", completedAt: sql`now()` })
        .where(eq(payments.id, open.id));
    // Paystack allows letters, digits and - . = in references.
    const reference = `pay-${randomBytes(12).toString("hex")}`;
    const paymentId = newId("pmt");
    await tx.insert(payments).values({
      id: paymentId,
      orderId: order.id,
      provider: checkout.provider,
      reference,
      amount: order.totalAmount,
      currency: order.currency,
    });
    return { kind: "new", paymentId, reference, order } as const;
  });
  if (opened.kind === "open") return { reference: opened.reference, redirectUrl: opened.redirectUrl };
  const { paymentId, reference, order } = opened;
  try {
    const redirectUrl = await checkout.open({
      reference,
      amount: order.totalAmount,
      currency: order.currency,
      email: order.email,
      returnUrl,
    });
    await db.update(payments).set({ checkoutUrl: redirectUrl }).where(eq(payments.id, paymentId));
    return { reference, redirectUrl };
  } catch (error) {
    await db.delete(payments).where(eq(payments.id, paymentId));
    throw error;
  }
}

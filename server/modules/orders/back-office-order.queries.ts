import type { BackOfficeOrderDetail } from "#common/views/orders";
import type { Db } from "#db/client";
import { orderNotes, orderStatus, payments, subOrders, users } from "#db/schema";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import { nextFulfilmentStep } from "./order-states";
import { getOrderDetail } from "./orders.queries";

/**
 * Any order with what the back office needs to act on it, or null for an unknown id. Only for a
 * caller that has checked the actor may process orders (`canProcessOrders`): it reads every order.
 */
export async function backOfficeOrderDetail(
  db: Db,
  { orderId }: { orderId: string },
): Promise<BackOfficeOrderDetail | null> {
  const detail = await getOrderDetail(db, { orderId, viewer: { kind: "back-office" } });
  if (!detail) return null;
  const [commissions, actors, paymentRows, notes] = await Promise.all([
    db
      .select({ id: subOrders.id, commissionAmount: subOrders.commissionAmount })
      .from(subOrders)
      .where(eq(subOrders.orderId, orderId)),
    db
      .select({ id: orderStatus.id, email: users.email })
      .from(orderStatus)
      .innerJoin(users, eq(users.id, orderStatus.actorUserId))
      .where(and(eq(orderStatus.orderId, orderId), isNotNull(orderStatus.actorUserId))),
    db
      .select({
        id: payments.id,
        provider: payments.provider,
        reference: payments.reference,
        status: payments.status,
        amount: payments.amount,
        currency: payments.currency,
        refundStatus: payments.refundStatus,
        refundReference: payments.refundReference,
        createdAt: payments.createdAt,
      })
      .from(payments)
      .where(eq(payments.orderId, orderId))
      .orderBy(asc(payments.createdAt), asc(payments.id)),
    db
      .select({
        id: orderNotes.id,
        body: orderNotes.body,
        authorEmail: users.email,
        createdAt: orderNotes.createdAt,
      })
      .from(orderNotes)
      .leftJoin(users, eq(users.id, orderNotes.authorUserId))
      .where(eq(orderNotes.orderId, orderId))
      .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id)),
  ]);
  const commissionOf = new Map(commissions.map((row) => [row.id, row.commissionAmount]));
  const actorOf = new Map(actors.map((row) => [row.id, row.email]));
  return {
    ...detail,
    parts: detail.parts.map((part) => ({
      ...part,
      commissionAmount: commissionOf.get(part.id) ?? 0,
      nextStep: nextFulfilmentStep(part.status),
    })),
    history: detail.history.map((entry) => ({ ...entry, actorEmail: actorOf.get(entry.id) ?? null })),
    payments: paymentRows,
    notes,
  };
}

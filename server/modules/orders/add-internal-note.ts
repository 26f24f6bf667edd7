import { messages } from "#common/messages";
import { maxInternalNoteLength } from "#common/back-office-orders";
import type { Db } from "#db/client";
import { orderNotes, orders } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { newId } from "#server/lib/ids";
import { eq } from "drizzle-orm";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../identity/actor";
import { canProcessOrders } from "./confirm-bank-transfer";

/**
 * Whoever may process orders (admins, staff) writes an internal note on any order: never shown to
 * its buyer or vendors, kept as written, audited. A note is 1 to {@link maxInternalNoteLength}
 * characters once trimmed.
 */
export async function addInternalNote(
  db: Db,
  {
    actor,
    orderId,
    body,
    ipAddress,
  }: { actor: Actor; orderId: string; body: unknown; ipAddress?: string | null },
) {
  if (!canProcessOrders(actor)) throw new AppError("FORBIDDEN");
  const texts = messages.adminOrders;
  const text = typeof body === "string" ? body.trim() : "";
  if (!text)
    throw new AppError("VALIDATION", {
      message: texts.noteRequired,
      fieldErrors: { note: texts.noteRequired },
    });
  if (text.length > maxInternalNoteLength) {
    const message = texts.noteTooLong(maxInternalNoteLength);
    throw new AppError("VALIDATION", { message, fieldErrors: { note: message } });
  }
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, orderNumber: orders.orderNumber })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!order) throw new AppError("NOT_FOUND", { message: texts.orderNotFound });
    const id = newId("onb");
    await tx.insert(orderNotes).values({ id, orderId: order.id, authorUserId: actor.userId, body: text });
    await recordAudit(tx, {
      action: "order.note",
      resource: `order:${order.id}`,
      userId: actor.userId,
      ipAddress,
      details: { orderId: order.id, orderNumber: order.orderNumber, noteId: id },
    });
    return { id, orderNumber: order.orderNumber };
  });
}

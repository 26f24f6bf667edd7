import { orderTrackingPath } from "#common/paths";
import { messages } from "#common/messages";
import { paymentAllowsShipping } from "#common/order-payment";
import type { Db } from "#db/client";
import { orders, orderStatus, subOrders } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { newId } from "#server/lib/ids";
import { and, eq, sql } from "drizzle-orm";
import { countSubOrderMoves } from "../analytics/count-sales";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../identity/actor";
import { notifyUser } from "../notifications/notify-user";
import { canProcessOrders } from "./confirm-bank-transfer";
import { assertTransition, statusNotes, type SubOrderStatus } from "./order-states";
import { syncOrderStatus } from "./sync-order-status";

const shipmentMessage = "Enter the carrier and the tracking number to mark this shipped";

/**
 * Who moves a part on: its vendor (only its own parts), or whoever may process orders (admins and
 * staff, a part of the order they are looking at, for a vendor who cannot), audited with the address
 * it came from.
 */
export type SubOrderMover =
  | { vendorId: string; actorUserId: string }
  | { backOffice: Actor; orderId: string; ipAddress?: string | null };

/**
 * A part of an order moves one step on: processing → shipped (with carrier and tracking number, and
 * only once the order is paid or on agreed terms) → delivered, by the same steps whoever moves it.
 * A vendor is in the where, so no other vendor's part can be touched; the buyer gets a notification
 * and the order's history a note.
 */
export async function advanceSubOrder(
  db: Db,
  {
    subOrderId,
    to,
    carrier = "",
    trackingNumber = "",
    ...mover
  }: SubOrderMover & {
    subOrderId: string;
    to: unknown;
    carrier?: unknown;
    trackingNumber?: unknown;
  },
) {
  if ("backOffice" in mover && !canProcessOrders(mover.backOffice)) throw new AppError("FORBIDDEN");
  const actorUserId = "backOffice" in mover ? mover.backOffice.userId : mover.actorUserId;
  const target = to as SubOrderStatus;
  const shipment = {
    carrier: String(carrier ?? "")
      .trim()
      .slice(0, 100),
    trackingNumber: String(trackingNumber ?? "")
      .trim()
      .slice(0, 100),
  };
  return db.transaction(async (tx) => {
    const [part] = await tx
      .select({
        id: subOrders.id,
        status: subOrders.status,
        orderId: subOrders.orderId,
        buyerId: orders.userId,
        orderNumber: orders.orderNumber,
        paymentStatus: orders.paymentStatus,
      })
      .from(subOrders)
      .innerJoin(orders, eq(orders.id, subOrders.orderId))
      .where(
        and(
          eq(subOrders.id, subOrderId),
          "vendorId" in mover ? eq(subOrders.vendorId, mover.vendorId) : eq(subOrders.orderId, mover.orderId),
        ),
      )
      .for("update", { of: subOrders });
    if (!part) throw new AppError("NOT_FOUND", { message: "Order not found" });
    if (!["processing", "shipped", "delivered"].includes(target))
      throw new AppError("VALIDATION", { message: "Choose the next status of the order." });
    assertTransition(part.status, target, "vendor");
    if (target === "shipped" && !paymentAllowsShipping(part.paymentStatus))
      throw new AppError("CONFLICT", { message: messages.payments.shipUnpaid });
    if (target === "shipped" && (!shipment.carrier || !shipment.trackingNumber)) {
      throw new AppError("VALIDATION", {
        message: shipmentMessage,
        fieldErrors: {
          ...(shipment.carrier ? {} : { carrier: shipmentMessage }),
          ...(shipment.trackingNumber ? {} : { trackingNumber: shipmentMessage }),
        },
      });
    }
    await tx
      .update(subOrders)
      .set({
        status: target,
        updatedAt: sql`now()`,
        ...(target === "shipped" ? { ...shipment, shippedAt: sql`now()` } : {}),
        ...(target === "delivered" ? { deliveredAt: sql`now()` } : {}),
      })
      .where(eq(subOrders.id, part.id));
    await countSubOrderMoves(tx, { moves: [{ subOrderId: part.id, from: part.status, to: target }] });
    const note =
      target === "shipped"
        ? `${statusNotes.shipped} with ${shipment.carrier}, tracking number ${shipment.trackingNumber}`
        : statusNotes[target as Exclude<SubOrderStatus, "pending">];
    await tx.insert(orderStatus).values({
      id: newId("ost"),
      orderId: part.orderId,
      subOrderId: part.id,
      status: target,
      notes: note,
      actorUserId,
    });
    const orderStatusNow = await syncOrderStatus(tx, { orderId: part.orderId });
    if ("backOffice" in mover)
      await recordAudit(tx, {
        action: "order.sub_order_status",
        resource: `order:${part.orderId}`,
        userId: actorUserId,
        ipAddress: mover.ipAddress,
        details: {
          orderId: part.orderId,
          orderNumber: part.orderNumber,
          subOrderId: part.id,
          from: part.status,
          to: target,
          ...(target === "shipped" ? shipment : {}),
        },
      });
    if (part.buyerId) {
      await notifyUser(tx, {
        userId: part.buyerId,
        title: `Order ${part.orderNumber}: ${target}`,
        message: note,
        type: "order_status",
        actionUrl: orderTrackingPath(part.orderId),
        // A part cancelled by its vendor or the back office is news the buyer must see; the rest is progress.
        priority: target === "cancelled" ? "high" : "normal",
      });
    }
    return { status: target, orderStatus: orderStatusNow, orderId: part.orderId, note };
  });
}

import type { Db } from "#db/client";
import type { OrderDetail } from "#common/views/orders";
import type { Actor } from "../identity/actor";
import { canProcessOrders } from "./confirm-bank-transfer";
import { getOrderDetail } from "./orders.queries";

/** An order's invoice: the order as stored at placement, under its invoice number. */
export interface OrderInvoice {
  invoiceNumber: string;
  detail: OrderDetail;
}

/**
 * One invoice per order, numbered after it: "SAB-000123" is invoiced as "INV-SAB-000123", so the
 * number is unique, stable and leads back to the order.
 */
export function invoiceNumberOf(orderNumber: string): string {
  return `INV-${orderNumber}`;
}

/**
 * The invoice of an order for its signed-in buyer and for the back office (who may process orders);
 * null for anyone else, vendors included: the invoice is the buyer's document of the whole order,
 * other vendors' lines too, while a vendor sees its own part under its orders. Every figure is the
 * order's stored one, never recomputed from today's prices.
 */
export async function orderInvoiceFor(
  db: Db,
  { orderId, actor }: { orderId: string; actor: Actor },
): Promise<OrderInvoice | null> {
  const detail = await getOrderDetail(db, {
    orderId,
    viewer: canProcessOrders(actor) ? { kind: "back-office" } : { kind: "buyer", userId: actor.userId },
  });
  return detail && { invoiceNumber: invoiceNumberOf(detail.order.orderNumber), detail };
}

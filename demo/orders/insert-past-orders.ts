import type { Db } from "#db/client";
import { orderItems, orders, subOrders } from "#db/schema";
import { rebuildVendorSales } from "#server/modules/analytics/rebuild-sales";
import { insertNewRows } from "../catalog/insert-in-chunks";

/** One vendor's part of an order placed in the past, with its lines: what seeds and benchmarks write. */
export interface PastOrder {
  /** Deterministic, so a seed can run again: the order is "ord_<key>", its part "sub_<key>". */
  key: string;
  orderNumber: string;
  userId: string | null;
  email: string;
  vendorId: string;
  currency: string;
  status: (typeof subOrders.$inferInsert)["status"] & string;
  paymentStatus: (typeof orders.$inferInsert)["paymentStatus"];
  /** How the buyer paid; bank transfer when not given. */
  paymentMethod?: (typeof orders.$inferInsert)["paymentMethod"];
  placedAt: Date;
  country: string;
  lines: { productId: string; name: string; sku: string; quantity: number; price: number }[];
}

const commissionPercent = 10;

/**
 * Writes past single-vendor orders straight into the order tables, bypassing checkout, so the
 * vendor's figures have history (demo data and benchmarks; never the product's code path). Orders
 * that exist are left alone. The vendors' sales summaries are then counted again from their orders,
 * as the order commands would have kept them; `countSales: false` leaves that to the caller, who
 * writes many batches and counts once at the end. Returns how many orders were new.
 */
export async function insertPastOrders(
  db: Db,
  pastOrders: readonly PastOrder[],
  { countSales = true }: { countSales?: boolean } = {},
): Promise<number> {
  const orderRows: (typeof orders.$inferInsert)[] = [];
  const subOrderRows: (typeof subOrders.$inferInsert)[] = [];
  const itemRows: (typeof orderItems.$inferInsert)[] = [];
  for (const order of pastOrders) {
    const subtotal = order.lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
    const address = { country: order.country, city: "", firstName: "", lastName: "" };
    const orderId = `ord_${order.key}`;
    const subOrderId = `sub_${order.key}`;
    const shipped = order.status === "shipped" || order.status === "delivered";
    orderRows.push({
      id: orderId,
      orderNumber: order.orderNumber,
      userId: order.userId,
      email: order.email,
      status: order.status,
      paymentStatus: order.paymentStatus,
      paymentMethod: order.paymentMethod ?? "bank_transfer",
      currency: order.currency,
      listSubtotal: subtotal,
      subtotal,
      shippingMethod: "standard",
      shippingCost: 0,
      vatRatePercent: "0",
      taxAmount: 0,
      totalAmount: subtotal,
      shippingAddress: address,
      billingAddress: address,
      createdAt: order.placedAt,
      updatedAt: order.placedAt,
    });
    subOrderRows.push({
      id: subOrderId,
      orderId,
      vendorId: order.vendorId,
      status: order.status,
      subtotal,
      commissionPercent: String(commissionPercent),
      commissionAmount: Math.round((subtotal * commissionPercent) / 100),
      carrier: shipped ? "GIG Logistics" : null,
      trackingNumber: shipped ? `GIG${order.key.slice(-8).toUpperCase()}` : null,
      shippedAt: shipped ? order.placedAt : null,
      deliveredAt: order.status === "delivered" ? order.placedAt : null,
      createdAt: order.placedAt,
      updatedAt: order.placedAt,
    });
    order.lines.forEach((line, index) =>
      itemRows.push({
        id: `oit_${order.key}_${index}`,
        orderId,
        subOrderId,
        productId: line.productId,
        productName: line.name,
        sku: line.sku,
        quantity: line.quantity,
        listPrice: line.price,
        price: line.price,
        total: line.price * line.quantity,
      }),
    );
  }
  const inserted = await insertNewRows(db, orders, orderRows);
  await insertNewRows(db, subOrders, subOrderRows);
  await insertNewRows(db, orderItems, itemRows);
  if (countSales)
    await rebuildVendorSales(db, { vendorIds: [...new Set(pastOrders.map((order) => order.vendorId))] });
  return inserted;
}

import type { PageOf } from "#common/catalog";
import type { Db } from "#db/client";
import { orderItems, orders, orderStatus, payments, subOrders, vendors } from "#db/schema";
import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import type { OrderDetail, OrderSummary, VendorSubOrder } from "#common/views/orders";
import { sha256 } from "#server/lib/hash";
import { descending } from "../catalog/product-cards";

const ordersPageSize = 10;

const orderSummaryColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  paymentMethod: orders.paymentMethod,
  totalAmount: orders.totalAmount,
  currency: orders.currency,
  createdAt: orders.createdAt,
};

/** A page of order summaries matching `where`, newest first, with their item counts. */
async function orderSummaryPage(
  db: Db,
  { where, page }: { where: SQL | undefined; page: number },
): Promise<PageOf<OrderSummary & { email: string }>> {
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...orderSummaryColumns, email: orders.email })
      .from(orders)
      .where(where)
      // Spelled like orders_created_idx and orders_user_idx (DESC NULLS LAST), so the page is read off
      // the index instead of sorting every order.
      .orderBy(descending(orders.createdAt), descending(orders.id))
      .limit(ordersPageSize)
      .offset((page - 1) * ordersPageSize),
    db.select({ value: count() }).from(orders).where(where),
  ]);
  const counts = await itemCounts(
    db,
    rows.map((row) => row.id),
  );
  return {
    rows: rows.map((row) => ({
      ...row,
      itemCount: counts.get(row.id)?.items ?? 0,
      units: counts.get(row.id)?.units ?? 0,
    })),
    total: total?.value ?? 0,
    page,
    pageSize: ordersPageSize,
  };
}

/** The buyer's orders, newest first, 10 a page. */
export function listBuyerOrders(
  db: Db,
  { userId, page }: { userId: string; page: number },
): Promise<PageOf<OrderSummary>> {
  return orderSummaryPage(db, { where: eq(orders.userId, userId), page });
}

/** Units across an order's lines, as a column of an `orders` query. */
const orderUnits = sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`;

/**
 * The buyer's bulk orders (at least `minUnits` units, common/quick-order.ts), newest first, 10 a
 * page, each with its units.
 */
export function listBuyerBulkOrders(
  db: Db,
  { userId, page, minUnits }: { userId: string; page: number; minUnits: number },
): Promise<PageOf<OrderSummary>> {
  return orderSummaryPage(db, {
    where: and(eq(orders.userId, userId), sql`${orderUnits} >= ${minUnits}`),
    page,
  });
}

/** The lines of one of the buyer's orders, to order again; null when the order is not theirs. */
export async function buyerOrderLines(
  db: Db,
  { orderId, userId }: { orderId: string; userId: string },
): Promise<{ productId: string; sku: string; productName: string; quantity: number }[] | null> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) return null;
  return db
    .select({
      productId: orderItems.productId,
      sku: orderItems.sku,
      productName: orderItems.productName,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.productName), asc(orderItems.id));
}

/**
 * Who may see an order: its buyer, whoever holds the guest link's token, or the back office (any
 * order; only after the caller checked the actor may process orders).
 */
export type OrderViewer =
  { kind: "buyer"; userId: string } | { kind: "guest-link"; token: string } | { kind: "back-office" };

function viewerCondition(viewer: OrderViewer): SQL | undefined {
  if (viewer.kind === "back-office") return undefined;
  return viewer.kind === "buyer"
    ? eq(orders.userId, viewer.userId)
    : eq(orders.guestTokenHash, sha256(viewer.token));
}

/** One order with its vendors' parts, items and history, or null when it is not the viewer's. */
export async function getOrderDetail(
  db: Db,
  { orderId, viewer }: { orderId: string; viewer: OrderViewer },
): Promise<OrderDetail | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), viewerCondition(viewer)));
  if (!order) return null;
  const [parts, items, history] = await Promise.all([
    db
      .select({
        id: subOrders.id,
        vendorId: subOrders.vendorId,
        vendorName: vendors.businessName,
        status: subOrders.status,
        subtotal: subOrders.subtotal,
        carrier: subOrders.carrier,
        trackingNumber: subOrders.trackingNumber,
        shippedAt: subOrders.shippedAt,
        deliveredAt: subOrders.deliveredAt,
      })
      .from(subOrders)
      .innerJoin(vendors, eq(vendors.id, subOrders.vendorId))
      .where(eq(subOrders.orderId, order.id))
      .orderBy(asc(vendors.businessName)),
    db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.productName)),
    db
      .select({
        id: orderStatus.id,
        subOrderId: orderStatus.subOrderId,
        status: orderStatus.status,
        notes: orderStatus.notes,
        createdAt: orderStatus.createdAt,
      })
      .from(orderStatus)
      .where(eq(orderStatus.orderId, order.id))
      .orderBy(asc(orderStatus.createdAt), asc(orderStatus.id)),
  ]);
  const { guestTokenHash: _secret, purchaseOrderDocumentKey, ...visible } = order;
  return {
    order: { ...visible, hasPurchaseOrderFile: purchaseOrderDocumentKey !== null },
    parts: parts.map((part) => ({ ...part, items: items.filter((item) => item.subOrderId === part.id) })),
    history,
  };
}

/** The vendor a user runs (vendor role), or null. */
/**
 * A vendor's own parts of orders, newest first, 10 a page, optionally of one status; with items and the
 * ship-to address.
 */
export async function listVendorSubOrders(
  db: Db,
  {
    vendorId,
    page,
    status,
  }: { vendorId: string; page: number; status?: (typeof subOrders.$inferSelect)["status"] },
): Promise<PageOf<VendorSubOrder>> {
  const where = and(eq(subOrders.vendorId, vendorId), status ? eq(subOrders.status, status) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: subOrders.id,
        status: subOrders.status,
        subtotal: subOrders.subtotal,
        commissionAmount: subOrders.commissionAmount,
        carrier: subOrders.carrier,
        trackingNumber: subOrders.trackingNumber,
        createdAt: subOrders.createdAt,
        orderId: orders.id,
        orderNumber: orders.orderNumber,
        purchaseOrderNumber: orders.purchaseOrderNumber,
        hasPurchaseOrderFile: sql<boolean>`${orders.purchaseOrderDocumentKey} is not null`,
        currency: orders.currency,
        paymentStatus: orders.paymentStatus,
        shippingMethod: orders.shippingMethod,
        shipTo: orders.shippingAddress,
      })
      .from(subOrders)
      .innerJoin(orders, eq(orders.id, subOrders.orderId))
      .where(where)
      .orderBy(desc(subOrders.createdAt), desc(subOrders.id))
      .limit(ordersPageSize)
      .offset((page - 1) * ordersPageSize),
    db.select({ value: count() }).from(subOrders).where(where),
  ]);
  const items = rows.length
    ? await db
        .select()
        .from(orderItems)
        .where(
          inArray(
            orderItems.subOrderId,
            rows.map((row) => row.id),
          ),
        )
    : [];
  return {
    rows: rows.map((row) => ({ ...row, items: items.filter((item) => item.subOrderId === row.id) })),
    total: total?.value ?? 0,
    page,
    pageSize: ordersPageSize,
  };
}

/**
 * The back office's order list, newest first, 10 a page; `awaitingTransfer` keeps the bank transfers
 * still to confirm. Each order carries the payments that arrived when it no longer took money, with
 * their refund's state, so a failed refund is seen and settled by hand.
 */
export async function listOrdersForBackOffice(
  db: Db,
  { page, awaitingTransfer }: { page: number; awaitingTransfer: boolean },
) {
  const summaries = await orderSummaryPage(db, {
    where: awaitingTransfer
      ? and(eq(orders.paymentMethod, "bank_transfer"), eq(orders.paymentStatus, "awaiting_payment"))
      : undefined,
    page,
  });
  const ids = summaries.rows.map((row) => row.id);
  const refunds = ids.length
    ? await db
        .select({
          orderId: payments.orderId,
          amount: payments.amount,
          currency: payments.currency,
          refundStatus: payments.refundStatus,
        })
        .from(payments)
        .where(and(inArray(payments.orderId, ids), isNotNull(payments.refundStatus)))
        .orderBy(asc(payments.completedAt))
    : [];
  return {
    ...summaries,
    rows: summaries.rows.map((row) => ({
      ...row,
      refunds: refunds
        .filter((refund) => refund.orderId === row.id)
        .map(({ orderId: _order, ...refund }) => ({ ...refund, refundStatus: refund.refundStatus! })),
    })),
  };
}

/** Each order's number of lines and of units. */
async function itemCounts(
  db: Db,
  orderIds: string[],
): Promise<Map<string, { items: number; units: number }>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({
      orderId: orderItems.orderId,
      items: count(),
      units: sql<number>`sum(${orderItems.quantity})::int`,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .groupBy(orderItems.orderId);
  return new Map(rows.map(({ orderId, ...counts }) => [orderId, counts]));
}

import type { OrderStatus } from "#common/views/orders";
import type { Db } from "#db/client";
import {
  orderItems,
  orders,
  productSalesTotals,
  saleOrderDays,
  subOrders,
  vendorCountrySalesDays,
  vendorCustomerTotals,
  vendorProductSalesDays,
  vendorSalesDays,
} from "#db/schema";
import { and, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { isSalePart, isSaleRow, saleOrderShard } from "./vendor-sales";

// The orders module's commands call these inside the transaction that places an order, changes its
// payment status or moves its parts, after locking the rows they change: the vendor's sales
// summaries then always say what a count over the orders would (see the README and decision 026).
// Each reads the parts it is told about as they are now and adds the difference the change made.

type PaymentStatus = (typeof orders.$inferSelect)["paymentStatus"];

/** What a sub-order adds to its vendor's summaries, as it is in the transaction now. */
async function readParts(tx: Db, where: SQL) {
  return tx
    .select({
      id: subOrders.id,
      orderId: subOrders.orderId,
      vendorId: subOrders.vendorId,
      day: sql<string>`to_char(${subOrders.createdAt} at time zone 'utc', 'YYYY-MM-DD')`,
      currency: orders.currency,
      country: sql<string>`coalesce(${orders.shippingAddress} ->> 'country', '')`,
      userId: orders.userId,
      status: subOrders.status,
      paymentStatus: orders.paymentStatus,
      subtotal: subOrders.subtotal,
    })
    .from(subOrders)
    .innerJoin(orders, eq(orders.id, subOrders.orderId))
    .where(where)
    .orderBy(subOrders.id);
}

type Part = Awaited<ReturnType<typeof readParts>>[number];

/** One part's change: the status it left and took (null: none, as at placement) and ±1 sale. */
interface Change {
  part: Part;
  from: OrderStatus | null;
  to: OrderStatus | null;
  sale: -1 | 0 | 1;
}

/** A key of several columns as one map key; rows are written in key order, so writers never deadlock. */
const keyOf = (...values: string[]) => values.join("\u0000");

function sortedValues<Row>(map: Map<string, Row>): Row[] {
  return [...map.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
}

const statusColumns = ["pending", "processing", "shipped", "delivered", "cancelled"] as const;

async function addToDays(tx: Db, changes: Change[]) {
  const rows = new Map<string, typeof vendorSalesDays.$inferInsert & Record<OrderStatus, number>>();
  for (const { part, from, to, sale } of changes) {
    const key = keyOf(part.vendorId, part.day, part.currency);
    const row = rows.get(key) ?? {
      vendorId: part.vendorId,
      day: part.day,
      currency: part.currency,
      pending: 0,
      processing: 0,
      shipped: 0,
      delivered: 0,
      cancelled: 0,
      sales: 0,
      revenue: 0,
    };
    if (from) row[from] -= 1;
    if (to) row[to] += 1;
    row.sales! += sale;
    row.revenue! += sale * part.subtotal;
    rows.set(key, row);
  }
  if (rows.size === 0) return;
  const added = (column: (typeof statusColumns)[number] | "sales" | "revenue") =>
    sql`${vendorSalesDays[column]} + excluded.${sql.identifier(vendorSalesDays[column].name)}`;
  await tx
    .insert(vendorSalesDays)
    .values(sortedValues(rows))
    .onConflictDoUpdate({
      target: [vendorSalesDays.vendorId, vendorSalesDays.day, vendorSalesDays.currency],
      set: {
        ...Object.fromEntries(statusColumns.map((column) => [column, added(column)])),
        sales: added("sales"),
        revenue: added("revenue"),
      },
    });
}

/**
 * Adds the rows' differences to a table of sales keyed first by vendor, currency and day, then
 * removes the rows of those days that a negative difference left without a sale.
 */
async function addSales<Row extends { vendorId: string; currency: string; day: string }>(
  tx: Db,
  table: typeof vendorCountrySalesDays | typeof vendorProductSalesDays,
  {
    target,
    sums,
    counted,
    rows,
  }: { target: PgColumn[]; sums: Record<string, PgColumn>; counted: keyof Row & string; rows: Row[] },
) {
  if (rows.length === 0) return;
  await tx
    .insert(table)
    .values(rows as never)
    .onConflictDoUpdate({
      target,
      set: Object.fromEntries(
        Object.entries(sums).map(([key, column]) => [
          key,
          sql`${column} + excluded.${sql.identifier(column.name)}`,
        ]),
      ),
    });
  const shrunk = rows.filter((row) => (row[counted] as number) < 0);
  if (shrunk.length === 0) return;
  await tx
    .delete(table)
    .where(
      and(
        eq(sums[counted]!, 0),
        or(
          ...shrunk.map((row) =>
            and(eq(table.vendorId, row.vendorId), eq(table.currency, row.currency), eq(table.day, row.day)),
          ),
        ),
      ),
    );
}

async function addToCountries(tx: Db, changes: Change[]) {
  const rows = new Map<string, typeof vendorCountrySalesDays.$inferInsert>();
  for (const { part, sale } of changes) {
    const key = keyOf(part.vendorId, part.currency, part.day, part.country);
    const row = rows.get(key) ?? {
      vendorId: part.vendorId,
      currency: part.currency,
      day: part.day,
      country: part.country,
      sales: 0,
      revenue: 0,
    };
    row.sales += sale;
    row.revenue += sale * part.subtotal;
    rows.set(key, row);
  }
  const t = vendorCountrySalesDays;
  await addSales(tx, t, {
    target: [t.vendorId, t.currency, t.day, t.country],
    sums: { sales: t.sales, revenue: t.revenue },
    counted: "sales",
    rows: sortedValues(rows),
  });
}

async function addToProducts(tx: Db, changes: Change[]) {
  const partIds = changes.map(({ part }) => part.id);
  const items = await tx
    .select({
      subOrderId: orderItems.subOrderId,
      productId: orderItems.productId,
      productName: orderItems.productName,
      quantity: orderItems.quantity,
      total: orderItems.total,
    })
    .from(orderItems)
    .where(inArray(orderItems.subOrderId, partIds));
  const changeOf = new Map(changes.map((change) => [change.part.id, change]));
  const rows = new Map<string, typeof vendorProductSalesDays.$inferInsert>();
  for (const item of items) {
    const { part, sale } = changeOf.get(item.subOrderId)!;
    const key = keyOf(part.vendorId, part.currency, part.day, item.productId, item.productName);
    const row = rows.get(key) ?? {
      vendorId: part.vendorId,
      currency: part.currency,
      day: part.day,
      productId: item.productId,
      productName: item.productName,
      units: 0,
      revenue: 0,
    };
    row.units += sale * item.quantity;
    row.revenue += sale * item.total;
    rows.set(key, row);
  }
  const t = vendorProductSalesDays;
  await addSales(tx, t, {
    target: [t.vendorId, t.currency, t.day, t.productId, t.productName],
    sums: { units: t.units, revenue: t.revenue },
    counted: "units",
    rows: sortedValues(rows),
  });
  await addToProductTotals(tx, [...rows.values()]);
}

/** The same differences added to the products' all-time totals; a total left without units is removed. */
async function addToProductTotals(tx: Db, dayRows: (typeof vendorProductSalesDays.$inferInsert)[]) {
  const totals = new Map<string, typeof productSalesTotals.$inferInsert>();
  for (const row of dayRows) {
    const key = keyOf(row.productId, row.currency);
    const total = totals.get(key) ?? {
      productId: row.productId,
      currency: row.currency,
      vendorId: row.vendorId,
      units: 0,
      revenue: 0,
    };
    total.units += row.units;
    total.revenue += row.revenue;
    totals.set(key, total);
  }
  if (totals.size === 0) return;
  const t = productSalesTotals;
  const rows = sortedValues(totals);
  await tx
    .insert(t)
    .values(rows)
    .onConflictDoUpdate({
      target: [t.productId, t.currency],
      set: { units: sql`${t.units} + excluded.units`, revenue: sql`${t.revenue} + excluded.revenue` },
    });
  const shrunk = rows.filter((row) => row.units < 0);
  if (shrunk.length === 0) return;
  await tx
    .delete(t)
    .where(
      and(
        eq(t.units, 0),
        or(...shrunk.map((row) => and(eq(t.productId, row.productId), eq(t.currency, row.currency)))),
      ),
    );
}

/**
 * The platform's orders with a sale per day: an order counts while at least one of its parts is a
 * sale, so the orders of the changed parts are read whole (as they are now) and each one that started
 * or stopped holding a sale moves its day's count by one.
 */
async function addToOrderDays(tx: Db, sales: Change[]) {
  const orderIds = [...new Set(sales.map(({ part }) => part.orderId))].sort();
  const now = await tx
    .select({
      orderId: orders.id,
      day: sql<string>`to_char(${orders.createdAt} at time zone 'utc', 'YYYY-MM-DD')`,
      currency: orders.currency,
      shard: saleOrderShard(orders.id),
      sales: sql<number>`count(*) filter (where ${isSaleRow})`.mapWith(Number),
    })
    .from(orders)
    .innerJoin(subOrders, eq(subOrders.orderId, orders.id))
    .where(inArray(orders.id, orderIds))
    .groupBy(orders.id);
  const added = new Map<string, number>();
  for (const { part, sale } of sales) added.set(part.orderId, (added.get(part.orderId) ?? 0) + sale);
  const days = new Map<string, typeof saleOrderDays.$inferInsert>();
  for (const order of now) {
    const before = order.sales - (added.get(order.orderId) ?? 0);
    const change = (order.sales > 0 ? 1 : 0) - (before > 0 ? 1 : 0);
    if (change === 0) continue;
    const key = keyOf(order.currency, order.day, String(order.shard));
    const row = days.get(key) ?? { day: order.day, currency: order.currency, shard: order.shard, orders: 0 };
    row.orders += change;
    days.set(key, row);
  }
  const rows = sortedValues(days).filter((row) => row.orders !== 0);
  if (rows.length === 0) return;
  const t = saleOrderDays;
  await tx
    .insert(t)
    .values(rows)
    .onConflictDoUpdate({
      target: [t.currency, t.day, t.shard],
      set: { orders: sql`${t.orders} + excluded.orders` },
    });
  const shrunk = rows.filter((row) => row.orders < 0);
  if (shrunk.length === 0) return;
  await tx
    .delete(t)
    .where(
      and(
        eq(t.orders, 0),
        or(
          ...shrunk.map((row) =>
            and(eq(t.currency, row.currency), eq(t.day, row.day), eq(t.shard, row.shard)),
          ),
        ),
      ),
    );
}

/**
 * Recounts the buyers' totals with the vendors from their orders: the last order's date and country
 * cannot be taken back by a difference. The row is locked and emptied first (written empty if there
 * is none), and counted in the next statement: a buyer's two orders committing at once are both
 * counted, as the second recount waits for the first transaction and then reads its order. A row
 * left empty (no sales any more) is removed.
 */
async function recountCustomers(tx: Db, changes: Change[]) {
  const pairs = new Map<string, { vendorId: string; userId: string; currency: string }>();
  for (const { part } of changes)
    if (part.userId)
      pairs.set(keyOf(part.vendorId, part.userId, part.currency), {
        vendorId: part.vendorId,
        userId: part.userId,
        currency: part.currency,
      });
  if (pairs.size === 0) return;
  const keys = sortedValues(pairs);
  const t = vendorCustomerTotals;
  await tx
    .insert(t)
    .values(keys.map((key) => ({ ...key, orderCount: 0, totalSpent: 0, lastOrderAt: new Date(0) })))
    .onConflictDoUpdate({
      target: [t.vendorId, t.userId, t.currency],
      set: { orderCount: 0 },
    });
  const pairList = sql.join(
    keys.map((key) => sql`(${key.vendorId}, ${key.userId}, ${key.currency})`),
    sql`, `,
  );
  await tx.execute(sql`
    insert into ${t} (vendor_id, user_id, currency, order_count, total_spent, last_order_at, last_country)
    ${customerTotalsSelect(
      sql`${orders.userId} in (${sql.join(
        keys.map((key) => sql`${key.userId}`),
        sql`, `,
      )}) and (${subOrders.vendorId}, ${orders.userId}, ${orders.currency}) in (${pairList})`,
    )}
    on conflict (vendor_id, user_id, currency) do update set
      order_count = excluded.order_count,
      total_spent = excluded.total_spent,
      last_order_at = excluded.last_order_at,
      last_country = excluded.last_country`);
  await tx
    .delete(t)
    .where(
      and(
        eq(t.orderCount, 0),
        or(
          ...keys.map((key) =>
            and(eq(t.vendorId, key.vendorId), eq(t.userId, key.userId), eq(t.currency, key.currency)),
          ),
        ),
      ),
    );
}

/**
 * The select counting buyers' totals with vendors from the orders (registered buyers' sales only),
 * for the rows `where` picks: the recount of one buyer above and the rebuild of whole vendors.
 */
export function customerTotalsSelect(where: SQL): SQL {
  return sql`
    select ${subOrders.vendorId}, ${orders.userId}, ${orders.currency}, count(*), sum(${subOrders.subtotal}),
      max(${subOrders.createdAt}),
      (array_agg(${orders.shippingAddress} ->> 'country' order by ${subOrders.createdAt} desc))[1]
    from ${subOrders} inner join ${orders} on ${orders.id} = ${subOrders.orderId}
    where ${orders.userId} is not null and ${isSaleRow} and ${where}
    group by ${subOrders.vendorId}, ${orders.userId}, ${orders.currency}`;
}

async function apply(tx: Db, changes: Change[]) {
  await addToDays(tx, changes);
  const sales = changes.filter((change) => change.sale !== 0);
  if (sales.length === 0) return;
  await addToCountries(tx, sales);
  await addToProducts(tx, sales);
  await addToOrderDays(tx, sales);
  await recountCustomers(tx, sales);
}

const saleOf = (status: OrderStatus, paymentStatus: PaymentStatus) =>
  isSalePart({ status, paymentStatus }) ? 1 : 0;

/** The order just written by createOrder: each of its parts counts in its status, and as a sale if it is one. */
export async function countPlacedOrder(tx: Db, { orderId }: { orderId: string }): Promise<void> {
  const parts = await readParts(tx, eq(subOrders.orderId, orderId));
  await apply(
    tx,
    parts.map((part) => ({
      part,
      from: null,
      to: part.status,
      sale: saleOf(part.status, part.paymentStatus),
    })),
  );
}

/**
 * The order's payment status went from `from` to `to` (the caller has locked the order row and
 * written `to`): its parts not cancelled start or stop being sales.
 */
export async function countPaymentChange(
  tx: Db,
  { orderId, from, to }: { orderId: string; from: PaymentStatus; to: PaymentStatus },
): Promise<void> {
  const parts = await readParts(tx, eq(subOrders.orderId, orderId));
  await apply(
    tx,
    parts.map((part) => ({
      part,
      from: null,
      to: null,
      sale: (saleOf(part.status, to) - saleOf(part.status, from)) as Change["sale"],
    })),
  );
}

/**
 * Sub-orders moved from one status to another (the caller has locked and updated them): the counts
 * by status follow, and a sale cancelled stops counting as one.
 */
export async function countSubOrderMoves(
  tx: Db,
  { moves }: { moves: { subOrderId: string; from: OrderStatus; to: OrderStatus }[] },
): Promise<void> {
  if (moves.length === 0) return;
  const parts = await readParts(
    tx,
    inArray(
      subOrders.id,
      moves.map((move) => move.subOrderId),
    ),
  );
  const moveOf = new Map(moves.map((move) => [move.subOrderId, move]));
  await apply(
    tx,
    parts.map((part) => {
      const { from, to } = moveOf.get(part.id)!;
      return {
        part,
        from,
        to,
        sale: (saleOf(to, part.paymentStatus) - saleOf(from, part.paymentStatus)) as Change["sale"],
      };
    }),
  );
}

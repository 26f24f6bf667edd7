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
import { inArray, type SQL, sql } from "drizzle-orm";
import { customerTotalsSelect } from "./count-sales";
import { isSaleRow, saleOrderShard } from "./vendor-sales";

/** The products' all-time totals, summed from their day rows (those `where` picks). */
function productTotalsSelect(where: SQL): SQL {
  const t = vendorProductSalesDays;
  return sql`
    select ${t.productId}, ${t.currency}, min(${t.vendorId}), sum(${t.units}), sum(${t.revenue})
    from ${t} where ${where}
    group by ${t.productId}, ${t.currency}`;
}

/**
 * The platform's orders with at least one sale, per UTC day of placement, currency and shard (of the
 * order's id, as the commands count them), counted from the orders.
 */
const saleOrderDaysSelect = sql`
  select (${orders.createdAt} at time zone 'utc')::date, ${orders.currency}, ${saleOrderShard(orders.id)}, count(*)
  from ${orders}
  where exists (select 1 from ${subOrders} where ${subOrders.orderId} = ${orders.id} and ${isSaleRow})
  group by 1, 2, 3`;

/**
 * Counts the vendors' sales summaries again from their orders, replacing what they held: for orders
 * written straight into the order tables (demo data, benchmarks), and to put summaries right by
 * hand. The migration that added the tables filled them with the same statements.
 */
export async function rebuildVendorSales(db: Db, { vendorIds }: { vendorIds: readonly string[] }) {
  if (vendorIds.length === 0) return;
  const ids = [...vendorIds];
  const ofVendors = inArray(subOrders.vendorId, ids);
  const day = sql`(${subOrders.createdAt} at time zone 'utc')::date`;
  const country = sql`coalesce(${orders.shippingAddress} ->> 'country', '')`;
  const ofStatus = (status: string) => sql`count(*) filter (where ${subOrders.status} = ${status})`;
  await db.transaction(async (tx) => {
    for (const table of [
      vendorSalesDays,
      vendorCountrySalesDays,
      vendorProductSalesDays,
      vendorCustomerTotals,
    ])
      await tx.delete(table).where(inArray(table.vendorId, ids));
    await tx.execute(sql`
      insert into ${vendorSalesDays} (vendor_id, day, currency, pending, processing, shipped, delivered, cancelled, sales, revenue)
      select ${subOrders.vendorId}, ${day}, ${orders.currency}, ${ofStatus("pending")}, ${ofStatus("processing")},
        ${ofStatus("shipped")}, ${ofStatus("delivered")}, ${ofStatus("cancelled")},
        count(*) filter (where ${isSaleRow}), coalesce(sum(${subOrders.subtotal}) filter (where ${isSaleRow}), 0)
      from ${subOrders} inner join ${orders} on ${orders.id} = ${subOrders.orderId}
      where ${ofVendors}
      group by 1, 2, 3`);
    await tx.execute(sql`
      insert into ${vendorCountrySalesDays} (vendor_id, currency, day, country, sales, revenue)
      select ${subOrders.vendorId}, ${orders.currency}, ${day}, ${country}, count(*), sum(${subOrders.subtotal})
      from ${subOrders} inner join ${orders} on ${orders.id} = ${subOrders.orderId}
      where ${ofVendors} and ${isSaleRow}
      group by 1, 2, 3, 4`);
    await tx.execute(sql`
      insert into ${vendorProductSalesDays} (vendor_id, currency, day, product_id, product_name, units, revenue)
      select ${subOrders.vendorId}, ${orders.currency}, ${day}, ${orderItems.productId}, ${orderItems.productName},
        sum(${orderItems.quantity}), sum(${orderItems.total})
      from ${subOrders} inner join ${orders} on ${orders.id} = ${subOrders.orderId}
        inner join ${orderItems} on ${orderItems.subOrderId} = ${subOrders.id}
      where ${ofVendors} and ${isSaleRow}
      group by 1, 2, 3, 4, 5`);
    await tx.delete(productSalesTotals).where(inArray(productSalesTotals.vendorId, ids));
    await tx.execute(sql`
      insert into ${productSalesTotals} (product_id, currency, vendor_id, units, revenue)
      ${productTotalsSelect(inArray(vendorProductSalesDays.vendorId, ids))}`);
    // The platform's days hold every store's orders: they are counted again whole.
    await tx.delete(saleOrderDays);
    await tx.execute(sql`insert into ${saleOrderDays} (day, currency, shard, orders) ${saleOrderDaysSelect}`);
    await tx.execute(sql`
      insert into ${vendorCustomerTotals} (vendor_id, user_id, currency, order_count, total_spent, last_order_at, last_country)
      ${customerTotalsSelect(ofVendors)}`);
  });
}

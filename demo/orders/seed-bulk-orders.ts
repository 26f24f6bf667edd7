import type { Db } from "#db/client";
import { orders, products, profiles, users } from "#db/schema";
import { seededRandom } from "#server/lib/seeded-random";
import { rebuildVendorSales } from "#server/modules/analytics/rebuild-sales";
import { eq, like } from "drizzle-orm";
import { bulkProductIdPrefix } from "../catalog/seed-bulk-products";
import { insertNewRows } from "../catalog/insert-in-chunks";
import { insertPastOrders, type PastOrder } from "./insert-past-orders";

const dayMs = 86_400_000;
/** Orders written per statement batch (each its order, part and one or two lines). */
const ordersPerBatch = 5_000;
/** One buyer account for about this many orders, so buyers repeat as they do in a shop. */
const ordersPerBuyer = 50;
const countries = ["NG", "NG", "NG", "GH", "KE", "ZA", "GB", "US"] as const;
const statuses = [
  "delivered",
  "delivered",
  "delivered",
  "shipped",
  "processing",
  "pending",
  "cancelled",
] as const;

export const bulkOrderId = (serial: number) => `ord_bulk_${String(serial).padStart(6, "0")}`;

export interface BulkOrderOptions {
  count: number;
  now?: Date;
  onBatch?: (done: number, total: number) => void;
}

/**
 * Adds `count` past orders (ids ord_bulk_000001 …) of the generated products (seedBulkProducts),
 * placed over the last twelve months by generated buyers (one per 50 orders, their accounts opened
 * over the same year), each one store's part with one or two lines, for benchmarks of the back office
 * at scale. Written straight into the order tables in batches, bypassing checkout; the vendors' sales
 * summaries are counted once at the end. A run that finds the last order already there writes
 * nothing, so the same count can be seeded again.
 */
export async function seedBulkOrders(
  db: Db,
  { count, now = new Date(), onBatch }: BulkOrderOptions,
): Promise<{ inserted: number }> {
  if (count === 0) return { inserted: 0 };
  const [done] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.id, bulkOrderId(count)));
  if (done) return { inserted: 0 };
  const catalog = await db
    .select({
      id: products.id,
      name: products.name,
      sku: products.sku,
      price: products.price,
      currency: products.currency,
      vendorId: products.vendorId,
    })
    .from(products)
    .where(like(products.id, `${bulkProductIdPrefix}%`));
  if (catalog.length === 0)
    throw new Error("Bulk orders need the generated products: seed --products first.");
  const byVendor = new Map<string, typeof catalog>();
  for (const product of catalog) {
    const own = byVendor.get(product.vendorId);
    if (own) own.push(product);
    else byVendor.set(product.vendorId, [product]);
  }

  const random = seededRandom("bulk-orders");
  const buyerIds = Array.from(
    { length: Math.max(1, Math.ceil(count / ordersPerBuyer)) },
    (_, index) => `usr_bulk_${String(index + 1).padStart(5, "0")}`,
  );
  const opened = buyerIds.map(() => new Date(now.getTime() - random.int(0, 364) * dayMs));
  await insertNewRows(
    db,
    users,
    buyerIds.map((id, index) => ({
      id,
      name: `Bulk Buyer ${index + 1}`,
      email: `${id}@bench.example`,
      emailVerified: true,
      createdAt: opened[index],
      updatedAt: opened[index],
    })),
    1_000,
  );
  await insertNewRows(
    db,
    profiles,
    buyerIds.map((id, index) => ({
      id,
      email: `${id}@bench.example`,
      fullName: `Bulk Buyer ${index + 1}`,
      role: "user" as const,
      createdAt: opened[index],
      updatedAt: opened[index],
    })),
    1_000,
  );

  let inserted = 0;
  for (let first = 1; first <= count; first += ordersPerBatch) {
    const last = Math.min(count, first + ordersPerBatch - 1);
    const batch = Array.from({ length: last - first + 1 }, (_, offset): PastOrder => {
      const serial = first + offset;
      const product = random.pick(catalog);
      const second = random.chance(0.3) ? random.pick(byVendor.get(product.vendorId)!) : null;
      const lines = [product, ...(second && second.id !== product.id ? [second] : [])].map((line) => ({
        productId: line.id,
        name: line.name,
        sku: line.sku,
        quantity: random.int(1, 12),
        price: line.price,
      }));
      const userId = random.chance(0.85) ? random.pick(buyerIds) : null;
      const status = random.pick(statuses);
      return {
        key: `bulk_${String(serial).padStart(6, "0")}`,
        orderNumber: `SAB-B${String(serial).padStart(6, "0")}`,
        userId,
        email: userId ? `${userId}@bench.example` : `guest${serial}@bench.example`,
        vendorId: product.vendorId,
        currency: product.currency,
        status,
        paymentStatus:
          status === "cancelled" ? "cancelled" : random.chance(0.92) ? "paid" : "awaiting_payment",
        placedAt: new Date(now.getTime() - random.int(0, 364) * dayMs - random.int(0, 86_399) * 1000),
        country: random.pick(countries),
        lines,
      };
    });
    inserted += await insertPastOrders(db, batch, { countSales: false });
    onBatch?.(last, count);
  }
  await rebuildVendorSales(db, { vendorIds: [...byVendor.keys()] });
  return { inserted };
}

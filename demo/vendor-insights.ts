import type { Db } from "#db/client";
import {
  conversations,
  messages,
  productDailyStats,
  products,
  storeFollows,
  users,
  vendors,
} from "#db/schema";
import { seededRandom } from "#server/lib/seeded-random";
import { and, eq, inArray, notLike } from "drizzle-orm";
import { insertNewRows } from "./catalog/insert-in-chunks";
import { bulkProductIdPrefix } from "./catalog/seed-bulk-products";
import { reviewerId, slugify } from "./catalog/keys";
import { demoReviewers } from "./catalog/reviewers";
import { insertPastOrders, type PastOrder } from "./orders/insert-past-orders";

const dayMs = 86_400_000;
const historyDays = 90;
const demoStoreSlug = "lagos-threads";

/**
 * Ninety days of history for the demo vendor's figures: paid orders from the demo shoppers (the
 * reviewer accounts, which never sign in, so the demo buyer's own pages stay as its user leaves
 * them), daily product views and add-to-carts, followers and a shopper's unread question. Drawn from a seeded generator, so every run draws the same history relative to its
 * day; rows that exist are kept, so seeding again adds nothing.
 */
export async function seedDemoVendorInsights(db: Db, { now = new Date() }: { now?: Date } = {}) {
  const [store] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.slug, demoStoreSlug));
  if (!store) return;
  const storeProducts = await db
    .select({
      id: products.id,
      name: products.name,
      sku: products.sku,
      price: products.price,
      currency: products.currency,
      moq: products.moq,
    })
    .from(products)
    // Only the store's own demo products: a catalog grown with generated products (the benches
    // add 100,000) would otherwise get ninety daily rows for each of thousands of products, at
    // every start, for figures nobody opens.
    .where(and(eq(products.vendorId, store.id), notLike(products.id, `${bulkProductIdPrefix}%`)))
    .orderBy(products.sku);
  if (storeProducts.length === 0) return;
  const buyerIds = demoReviewers.map(({ name }) => reviewerId(slugify(name)));
  const buyers = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, [...buyerIds]))
    .orderBy(users.id);
  const countryOf = new Map(
    demoReviewers.map(({ name, countryCode }) => [reviewerId(slugify(name)), countryCode]),
  );
  const random = seededRandom("demo-vendor-insights");
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());

  const pastOrders: PastOrder[] = [];
  const shoppers = buyers;
  for (let index = 0; index < 70 && shoppers.length > 0; index += 1) {
    const daysAgo = random.int(0, historyDays - 1);
    const buyer = random.pick(shoppers);
    const lines = random.sample(storeProducts, random.int(1, 3)).map((product) => ({
      productId: product.id,
      name: product.name,
      sku: product.sku,
      quantity: product.moq * random.int(1, 4),
      price: product.price,
    }));
    // Older orders are delivered; the last days' are still on their way or waiting.
    const status =
      daysAgo > 14 ? "delivered" : random.pick(["pending", "processing", "shipped", "delivered"] as const);
    const cancelled = random.chance(0.05);
    pastOrders.push({
      key: `demo_lt_${String(index + 1).padStart(3, "0")}`,
      orderNumber: `SAB-DEMO-${String(index + 1).padStart(4, "0")}`,
      userId: buyer.id,
      email: buyer.email,
      vendorId: store.id,
      currency: storeProducts[0]!.currency,
      status: cancelled ? "cancelled" : status,
      paymentStatus: cancelled ? "cancelled" : "paid",
      // Never later than the seed itself: today's orders were placed before it ran.
      placedAt: new Date(
        Math.min(today - daysAgo * dayMs + random.int(8, 20) * 3_600_000, now.getTime() - 600_000),
      ),
      country: countryOf.get(buyer.id) ?? "NG",
      lines,
    });
  }
  await insertPastOrders(db, pastOrders);

  const stats: (typeof productDailyStats.$inferInsert)[] = [];
  for (const product of storeProducts) {
    const stream = random.fork(product.id);
    const popularity = stream.between(5, 40);
    for (let daysAgo = 0; daysAgo < historyDays; daysAgo += 1) {
      const views = Math.round(popularity * stream.between(0.5, 1.5));
      stats.push({
        productId: product.id,
        vendorId: store.id,
        day: new Date(today - daysAgo * dayMs).toISOString().slice(0, 10),
        views,
        addToCarts: Math.round(views * stream.between(0.03, 0.12)),
      });
    }
  }
  await insertNewRows(db, productDailyStats, stats);

  await insertNewRows(
    db,
    storeFollows,
    buyers.slice(0, 12).map((buyer) => ({ vendorId: store.id, userId: buyer.id })),
  );
  // A customer's question, so the customers page links a conversation.
  const asker = buyers.find((buyer) => buyer.id === pastOrders[0]?.userId);
  if (asker) {
    const conversationId = "cnv_demo_lagos_threads";
    await insertNewRows(db, conversations, [
      { id: conversationId, buyerId: asker.id, vendorId: store.id, productId: storeProducts[0]!.id },
    ]);
    await insertNewRows(db, messages, [
      {
        id: "msg_demo_lagos_threads_1",
        conversationId,
        senderId: asker.id,
        content: `Hello, could you make 60 pieces of ${storeProducts[0]!.name} in a custom colour for our boutique?`,
      },
    ]);
  }
}

import type { Db } from "#db/client";
import { cartItems, carts, orders, products, searchAnalytics, users, vendors } from "#db/schema";
import { seededRandom } from "#server/lib/seeded-random";
import { and, eq, inArray, ne, notLike } from "drizzle-orm";
import { insertNewRows } from "./catalog/insert-in-chunks";
import { reviewerId, slugify } from "./catalog/keys";
import { demoReviewers } from "./catalog/reviewers";
import { bulkProductIdPrefix } from "./catalog/seed-bulk-products";
import { insertPastOrders, type PastOrder } from "./orders/insert-past-orders";

const dayMs = 86_400_000;
const historyDays = 400;
/** Lagos Threads has its own history (vendor-insights.ts), which its vendor's pages and payouts show. */
const ownHistoryStore = "lagos-threads";
const spikeDaysAgo = 9;
const trendDays = 14;

type PaymentMethod = NonNullable<PastOrder["paymentMethod"]>;
const paymentMethods: readonly [PaymentMethod, number][] = [
  ["card", 0.4],
  ["bank_transfer", 0.25],
  ["mobile_money", 0.2],
  ["net_terms", 0.08],
  ["purchase_order", 0.07],
];

/** Terms shoppers look for that the demo catalogue does not sell. */
const missingTerms = [
  "solar inverter",
  "laptop bag",
  "bluetooth speaker",
  "wedding cake topper",
  "phone case",
  "generator",
];

/**
 * Thirteen months of marketplace history for the back office's reports, insights and statistics:
 * orders at every other demo store (growing over the year, busier at weekends, a market day nine days
 * ago, one product selling faster in the last two weeks), paid in every way, from the demo shoppers
 * (the reviewer accounts, which never sign in) and from guests, some of whom come back; searches
 * that found nothing; carts left with items. Drawn from a seeded generator relative to the day it
 * runs; seeding again adds nothing.
 */
export async function seedDemoMarketplaceHistory(db: Db, { now = new Date() }: { now?: Date } = {}) {
  // Seeded before (the first order exists): the rest was written in the same run, so nothing is left to add.
  const [seeded] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.id, `ord_${orderKey(1)}`));
  if (seeded) return;
  const stores = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(ne(vendors.slug, ownHistoryStore))
    .orderBy(vendors.id);
  if (stores.length === 0) return;
  const catalogue = await db
    .select({
      id: products.id,
      name: products.name,
      sku: products.sku,
      price: products.price,
      currency: products.currency,
      moq: products.moq,
      vendorId: products.vendorId,
    })
    .from(products)
    .where(
      and(
        inArray(
          products.vendorId,
          stores.map((store) => store.id),
        ),
        notLike(products.id, `${bulkProductIdPrefix}%`),
      ),
    )
    .orderBy(products.id);
  if (catalogue.length === 0) return;
  const shopperIds = demoReviewers.map(({ name }) => reviewerId(slugify(name)));
  const shoppers = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, shopperIds))
    .orderBy(users.id);
  const countryOf = new Map(
    demoReviewers.map(({ name, countryCode }) => [reviewerId(slugify(name)), countryCode]),
  );
  const guestCountries = ["NG", "NG", "GH", "KE", "ZA", "EG", "US", "GB"];
  const random = seededRandom("demo-marketplace-history");
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const trending = catalogue[Math.floor(catalogue.length / 3)]!;

  const pastOrders: PastOrder[] = [];
  const addOrder = (daysAgo: number, product: (typeof catalogue)[number] | null) => {
    const index = pastOrders.length + 1;
    const registered = shoppers.length > 0 && random.chance(0.6);
    const shopper = registered ? random.pick(shoppers) : null;
    // Guests come from a pool of 400 addresses, so some of them buy again.
    const guest = `guest${String(random.int(1, 400)).padStart(3, "0")}@example.com`;
    const first = product ?? random.pick(catalogue);
    const storeProducts = catalogue.filter(
      (item) => item.vendorId === first.vendorId && item.id !== first.id,
    );
    const lines = [first, ...(random.chance(0.3) ? random.sample(storeProducts, 1) : [])].map((item) => ({
      productId: item.id,
      name: item.name,
      sku: item.sku,
      quantity: item.moq * random.int(1, 3),
      price: item.price,
    }));
    const [method] = pickWeighted(paymentMethods, random.next());
    const cancelled = random.chance(0.04);
    const recent = daysAgo <= 3;
    const paymentStatus: PastOrder["paymentStatus"] = cancelled
      ? "cancelled"
      : method === "net_terms" || method === "purchase_order"
        ? "on_account"
        : method === "bank_transfer" && recent && random.chance(0.5)
          ? "awaiting_payment"
          : method === "card" && random.chance(0.04)
            ? "failed"
            : "paid";
    const status: PastOrder["status"] = cancelled
      ? "cancelled"
      : paymentStatus !== "paid" && paymentStatus !== "on_account"
        ? "pending"
        : daysAgo > 14
          ? "delivered"
          : random.pick(["pending", "processing", "shipped", "delivered"] as const);
    pastOrders.push({
      key: orderKey(index),
      orderNumber: `SAB-HIST-${String(index).padStart(5, "0")}`,
      userId: shopper?.id ?? null,
      email: shopper?.email ?? guest,
      vendorId: first.vendorId,
      currency: first.currency,
      status,
      paymentStatus,
      paymentMethod: method,
      placedAt: new Date(
        Math.min(today - daysAgo * dayMs + random.int(7, 21) * 3_600_000, now.getTime() - 3_600_000),
      ),
      country: shopper ? (countryOf.get(shopper.id) ?? "NG") : random.pick(guestCountries),
      lines,
    });
  };
  for (let daysAgo = historyDays; daysAgo >= 1; daysAgo -= 1) {
    const weekday = new Date(today - daysAgo * dayMs).getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    // From about one order a day a year ago to about three now, more at weekends.
    const mean = 1 + 2 * (1 - daysAgo / historyDays) + (weekend ? 1 : 0);
    const count = Math.max(0, Math.round(mean * random.between(0.5, 1.5)));
    for (let order = 0; order < count; order += 1) addOrder(daysAgo, null);
    if (daysAgo === spikeDaysAgo) for (let order = 0; order < 12; order += 1) addOrder(daysAgo, null);
    if (daysAgo <= trendDays && random.chance(0.8)) addOrder(daysAgo, trending);
  }
  await insertPastOrders(db, pastOrders);

  await insertNewRows(
    db,
    searchAnalytics,
    Array.from({ length: 48 }, (_, index) => {
      const term = missingTerms[Math.floor(random.next() ** 2 * missingTerms.length)]!;
      const shopper = shoppers.length > 0 ? random.pick(shoppers) : null;
      return {
        id: `sea_demo_missing_${String(index + 1).padStart(3, "0")}`,
        term,
        normalizedTerm: term,
        resultsCount: 0,
        successful: false,
        userId: shopper?.id ?? null,
        clientKey: shopper ? `user:${shopper.id}` : `ip:demo-${index}`,
        createdAt: new Date(now.getTime() - random.int(1, 29 * 24) * 3_600_000),
      };
    }),
  );

  // Carts the demo shoppers filled and left, from a day to a week ago.
  const leftCarts = shoppers.slice(-6).map((shopper, index) => ({
    id: `crt_demo_left_${index + 1}`,
    userId: shopper.id,
    updatedAt: new Date(now.getTime() - (26 + index * 24) * 3_600_000),
  }));
  await insertNewRows(db, carts, leftCarts);
  await insertNewRows(
    db,
    cartItems,
    leftCarts.flatMap((cart, index) =>
      random.sample(catalogue, 1 + (index % 3)).map((product, line) => ({
        id: `cit_demo_left_${index + 1}_${line + 1}`,
        cartId: cart.id,
        productId: product.id,
        quantity: product.moq * random.int(1, 2),
        createdAt: cart.updatedAt,
        updatedAt: cart.updatedAt,
      })),
    ),
  );
}

function orderKey(index: number): string {
  return `demo_mh_${String(index).padStart(5, "0")}`;
}

function pickWeighted<T>(choices: readonly [T, number][], draw: number): [T, number] {
  let left = draw;
  for (const choice of choices) {
    left -= choice[1];
    if (left < 0) return choice;
  }
  return choices.at(-1)!;
}

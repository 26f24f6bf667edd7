import type { Db } from "#db/client";
import { marketDays } from "#db/schema";
import { sql } from "drizzle-orm";

export const benchMarketDayId = "mkd_bench_scale";

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The market day the benchmarks time: running since yesterday for a week, every store that sells
 * approved, and `products` listed products (the first by id) at 20 % off. Seeded once (fixed id).
 */
export async function seedBulkMarketDay(db: Db, { products: count }: { products: number }): Promise<number> {
  const now = Date.now();
  const inserted = await db
    .insert(marketDays)
    .values({
      id: benchMarketDayId,
      name: "Market Day at Scale",
      description: "The benchmarks' market day: thousands of products at event prices.",
      startsAt: new Date(now - dayMs),
      endsAt: new Date(now + 6 * dayMs),
      registrationDeadline: new Date(now - 2 * dayMs),
      vendorLimit: 10_000,
      featuredCategoryId: sql`(select id from categories where slug = 'fashion')`,
    })
    .onConflictDoNothing()
    .returning({ id: marketDays.id });
  if (inserted.length === 0) return 0;
  await db.execute(sql`
    insert into market_day_vendors (id, market_day_id, vendor_id, status, decided_at)
    select 'mdv_bench_' || v.id, ${benchMarketDayId}, v.id, 'approved', now()
    from vendors v
    where v.is_active and exists (select 1 from products p where p.vendor_id = v.id)`);
  const result = await db.execute(sql`
    insert into market_day_products (market_day_id, product_id, registration_id, event_price, discount_percentage)
    select ${benchMarketDayId}, p.id, 'mdv_bench_' || p.vendor_id, greatest(1, round(p.price * 0.8)), 20
    from products p
    join vendors v on v.id = p.vendor_id and v.is_active
    where p.is_active and not p.draft and p.price > 1
    order by p.id
    limit ${count}`);
  const written = result as { rowCount?: number | null; affectedRows?: number };
  return written.rowCount ?? written.affectedRows ?? count;
}

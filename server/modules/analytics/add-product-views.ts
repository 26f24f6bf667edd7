import type { Db } from "#db/client";
import { productDailyStats, products } from "#db/schema";
import { sql } from "drizzle-orm";

/**
 * Adds counted page views to each product's row for today (UTC), in one statement: the view
 * counter calls it with each batch it flushes. Inactive products gain none, as their all-time
 * count does not either.
 */
export async function addProductViews(db: Db, { views }: { views: [productId: string, count: number][] }) {
  if (views.length === 0) return;
  const rows = views.map(([id, count]) => sql`(${id}, ${count}::int)`);
  await db.execute(sql`
    insert into ${productDailyStats} (product_id, vendor_id, day, views)
    select ${products.id}, ${products.vendorId}, (now() at time zone 'utc')::date, counted.views
    from (values ${sql.join(rows, sql`, `)}) as counted(id, views)
    join ${products} on ${products.id} = counted.id and ${products.isActive}
    on conflict (product_id, day) do update set views = ${productDailyStats.views} + excluded.views`);
}

import type { Db } from "#db/client";
import { products } from "#db/schema";
import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import { addProductViews } from "../analytics/add-product-views";

export interface ViewCounter {
  /** One page view of a product: counted at once in memory, written with the next flush. */
  record(productId: string): void;
  /** Adds the views counted so far to products.view_count and today's daily stats, per 500 products. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left (call before closing the database). */
  stop(): Promise<void>;
}

/** How often counted views are written. */
const viewFlushEveryMs = 5000;
/** Distinct products counted before a flush starts early. */
const maxPendingProducts = 10_000;
const productsPerStatement = 500;

/**
 * Real view counts without a write per page view: a view updated the whole products row
 * (and its search and trigram indexes) and, on PostgreSQL, waited for a WAL flush. Views are summed
 * in memory and added every 5 seconds, so a crash loses at most those seconds of views; counts from
 * several server processes add up, as each adds only its own. Inactive products gain none.
 */
export function createViewCounter({
  db,
  logger,
  flushEveryMs = viewFlushEveryMs,
}: {
  db: Db;
  logger: Logger;
  flushEveryMs?: number;
}): ViewCounter {
  let pending = new Map<string, number>();
  let writing: Promise<void> = Promise.resolve();

  async function write(views: Map<string, number>) {
    const entries = [...views];
    for (let start = 0; start < entries.length; start += productsPerStatement) {
      const rows = entries
        .slice(start, start + productsPerStatement)
        .map(([id, count]) => sql`(${id}, ${count}::int)`);
      // One transaction: a failed batch is retried whole, so the total and the day never drift apart.
      await db.transaction(async (tx) => {
        await tx.execute(sql`
          update ${products} set view_count = ${products.viewCount} + counted.views
          from (values ${sql.join(rows, sql`, `)}) as counted(id, views)
          where ${products.id} = counted.id and ${products.isActive}`);
        await addProductViews(tx, { views: entries.slice(start, start + productsPerStatement) });
      });
    }
  }

  function flush(): Promise<void> {
    writing = writing.then(async () => {
      if (pending.size === 0) return;
      const views = pending;
      pending = new Map();
      try {
        await write(views);
      } catch (error) {
        // Keep the views for the next flush rather than lose them.
        for (const [id, count] of views) pending.set(id, (pending.get(id) ?? 0) + count);
        logger.error({ err: error, products: views.size }, "writing view counts failed");
      }
    });
    return writing;
  }

  const timer = setInterval(() => void flush(), flushEveryMs);
  timer.unref();

  return {
    record(productId) {
      pending.set(productId, (pending.get(productId) ?? 0) + 1);
      if (pending.size >= maxPendingProducts) void flush();
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}

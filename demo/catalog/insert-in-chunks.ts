import { sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "#db/client";

/**
 * Inserts rows in statements of at most `size` rows (PostgreSQL allows 65,535 parameters per
 * statement), skipping rows whose key already exists, so seeds can run again safely.
 * Returns how many rows were new.
 */
export async function insertNewRows<Table extends PgTable>(
  db: Db,
  table: Table,
  rows: readonly Table["$inferInsert"][],
  size = 500,
): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < rows.length; start += size) {
    const written = await db
      .insert(table)
      .values(rows.slice(start, start + size) as Table["$inferInsert"][])
      .onConflictDoNothing()
      .returning({ inserted: sql<number>`1` });
    inserted += written.length;
  }
  return inserted;
}

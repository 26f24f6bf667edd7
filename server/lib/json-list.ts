import { sql, type SQL } from "drizzle-orm";

/**
 * A JSON array of `object` for every row of `from` (a table, or a table and its where), in `order`,
 * inside another statement: [] when there are none. Several short lists then cost one statement,
 * where PGlite pays a round of parsing and planning for each.
 */
export function jsonList<Row>(object: SQL, from: SQL, order: SQL): SQL<Row[]> {
  return sql<Row[]>`coalesce((select json_agg(${object} order by ${order}) from ${from}), '[]'::json)`;
}

import { type Placeholder, sql } from "drizzle-orm";

/**
 * A row limit fixed in code (a page size, a section's length), written into the statement's text
 * where `.limit(n)` would send it as a parameter. On PGlite every read is a prepared statement
 * (decision 050), and PostgreSQL reuses one generic plan for it only when that plan costs no more
 * than the plans made for the values given; a LIMIT it cannot see is assumed to keep a tenth of
 * the rows, so the storefront's listing was planned again on every run (1.5 of its 3 ms at 100k
 * products). Only for a statement whose plan the other values barely change (listed products in
 * date order, not a price range or a rating), and never for a limit that varies per request (a
 * count's cap): each limit makes a statement of its own. Decision 055.
 */
export function writtenLimit(rows: number): Placeholder {
  if (!Number.isSafeInteger(rows) || rows < 0) throw new RangeError(`not a row count: ${rows}`);
  // Drizzle writes a SQL fragment given as the limit into the text as it is; its signature names
  // numbers and placeholders only.
  return sql.raw(String(rows)) as unknown as Placeholder;
}

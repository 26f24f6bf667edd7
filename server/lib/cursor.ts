import { messages } from "#common/messages";
import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { AppError } from "./errors";

/**
 * Opaque keyset cursors for the REST API's lists: base64url of the JSON array of the last row's sort
 * key and id. A list decodes its own cursor with a check of each part, so an edited or truncated one is
 * a 400 the client can act on (start over), never a 500 from a malformed value reaching the query.
 */
export type CursorKey = readonly (string | number)[];

export function encodeCursor(key: CursorKey): string {
  return Buffer.from(JSON.stringify(key)).toString("base64url");
}

/** The key of `cursor` when every part passes its check (same length, same order), else a 400. */
export function decodeCursor<const Checks extends readonly ((part: unknown) => boolean)[]>(
  cursor: string,
  checks: Checks,
): { [Index in keyof Checks]: string } {
  let key: unknown;
  try {
    if (!/^[\w-]{1,400}$/.test(cursor)) throw new Error("not base64url");
    key = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(key) || key.length !== checks.length || !checks.every((check, i) => check(key[i])))
    throw invalidCursor();
  return key as { [Index in keyof Checks]: string };
}

function invalidCursor() {
  return new AppError("VALIDATION", {
    message: messages.cursor.invalid,
    fieldErrors: { cursor: messages.cursor.invalid },
  });
}

/**
 * A timestamp as Postgres writes `timestamptz::text` (with its offset), which casts back exactly; the
 * date must exist, or the cast would fail in the query.
 */
export function isTimestampText(part: unknown): part is string {
  if (typeof part !== "string") return false;
  const match =
    /^(\d{4})-(\d\d)-(\d\d)[ T]([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?([+-]\d\d(:\d\d)?|Z)$/.exec(part);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && year >= 1;
}

/** A row id as the app makes them (`prefix_random`). */
export function isRowId(part: unknown): part is string {
  return typeof part === "string" && /^[\w-]{1,64}$/.test(part);
}

/** A whole number as Postgres writes an integer or bigint as text. */
export function isIntegerText(part: unknown): part is string {
  return typeof part === "string" && /^-?\d{1,19}$/.test(part);
}

/** A `real` as Postgres writes it as text (the shortest form that casts back to the same value). */
export function isRealText(part: unknown): part is string {
  return typeof part === "string" && /^-?(\d{1,40}(\.\d{1,40})?|\.\d{1,40})(e[+-]?\d{1,3})?$/i.test(part);
}

/**
 * One column of a keyset order of several: the expression, which way it runs, the type its text
 * casts back to, and the check its part of a cursor must pass. The key is kept as the database's
 * text of each value, so a time keeps its microseconds and a `real` its exact value.
 */
export interface KeysetColumn {
  value: SQL | AnyPgColumn;
  direction: "asc" | "desc";
  type: "real" | "integer" | "bigint" | "timestamptz" | "text";
  check: (part: unknown) => boolean;
}

/** The key a query selects for the keyset: the text of every column, in order. */
export const keysetSortKey = (columns: readonly KeysetColumn[]) =>
  sql<string[]>`array[${sql.join(
    columns.map((column) => sql`${column.value}::text`),
    sql`, `,
  )}]`;

/**
 * The rows after `key` in the order `columns` give (the last column unique): beyond it on the first
 * column, or level there and after it on the rest. Spelt out rather than as one row comparison,
 * which only holds when every column runs the same way.
 */
export function rowsAfterKey(columns: readonly KeysetColumn[], key: readonly string[]): SQL {
  const [column, ...rest] = columns;
  if (!column) return sql`false`;
  const value = sql`${key[0]}::${sql.raw(column.type)}`;
  const beyond =
    column.direction === "asc" ? sql`${column.value} > ${value}` : sql`${column.value} < ${value}`;
  if (rest.length === 0) return beyond;
  return sql`(${beyond} or (${column.value} = ${value} and ${rowsAfterKey(rest, key.slice(1))}))`;
}

/**
 * Newest-first keyset over (`time`, `id`), both sorted `desc nulls last` like the indexes: the key
 * column a query selects as `sortKey` (the database's own text of the time: a Date would drop its
 * microseconds), the condition for the rows after a cursor, and the page cut from `pageSize + 1` rows.
 */
export const newestKeyset = {
  sortKey: (time: AnyPgColumn) => sql<string>`${time}::text`,
  after(time: AnyPgColumn, id: AnyPgColumn, cursor: string | null): SQL | undefined {
    if (!cursor) return undefined;
    const [at, lastId] = decodeCursor(cursor, [isTimestampText, isRowId]);
    return sql`(${time}, ${id}) < (${at}::timestamptz, ${lastId})`;
  },
  page<Row extends { sortKey: string }>(rows: Row[], pageSize: number, idOf: (row: Row) => string) {
    const shown = rows.slice(0, pageSize);
    const last = shown.at(-1);
    return {
      rows: shown.map(({ sortKey: _sortKey, ...row }) => row),
      nextCursor: rows.length > pageSize && last ? encodeCursor([last.sortKey, idOf(last)]) : null,
    };
  },
};

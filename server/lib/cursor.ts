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

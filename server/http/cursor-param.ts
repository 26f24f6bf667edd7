import type { Context } from "hono";
import { messages } from "#common/messages";
import { AppError } from "#server/lib/errors";

/**
 * A list's `?cursor=` (the nextCursor of the page before), or null for the first page. A list that
 * also takes `?page=` refuses both at once: they name two different places.
 */
export function cursorParam(c: Context): string | null {
  const cursor = c.req.query("cursor");
  if (cursor === undefined) return null;
  if (c.req.query("page") !== undefined)
    throw new AppError("VALIDATION", {
      message: messages.cursor.withPage,
      fieldErrors: { cursor: messages.cursor.withPage },
    });
  return cursor;
}

import { notificationMessages as m } from "#common/i18n/notifications";
import type { Db } from "#db/client";
import { notifications } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { and, eq } from "drizzle-orm";
import type { Actor } from "../identity/actor";

/** Deletes one of the person's own notifications, read or not; another person's (or a gone one) is NOT_FOUND. */
export async function deleteNotification(
  db: Db,
  { actor, notificationId }: { actor: Actor; notificationId: string },
): Promise<{ message: string }> {
  const [row] = await db
    .delete(notifications)
    .where(and(eq(notifications.id, notificationId), eq(notifications.userId, actor.userId)))
    .returning({ id: notifications.id });
  if (!row) throw new AppError("NOT_FOUND", { message: m.notFound });
  return { message: m.deleted };
}

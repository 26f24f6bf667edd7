import { notificationMessages as m } from "#common/i18n/notifications";
import type { Db } from "#db/client";
import { notifications } from "#db/schema";
import { eq } from "drizzle-orm";
import type { Actor } from "../identity/actor";

/** Deletes every notification of the person's, read and unread; answers how many went. */
export async function deleteAllNotifications(
  db: Db,
  { actor }: { actor: Actor },
): Promise<{ count: number; message: string }> {
  const deleted = await db
    .delete(notifications)
    .where(eq(notifications.userId, actor.userId))
    .returning({ id: notifications.id });
  return { count: deleted.length, message: deleted.length === 0 ? m.noneToDelete : m.allDeleted };
}

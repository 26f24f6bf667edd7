import { notificationMessages as m } from "#common/i18n/notifications";
import type { Db } from "#db/client";
import { notifications } from "#db/schema";
import { and, eq } from "drizzle-orm";
import type { Actor } from "../identity/actor";

/** Marks every unread notification of the person's read; answers how many changed (none is no failure). */
export async function markAllNotificationsRead(
  db: Db,
  { actor }: { actor: Actor },
): Promise<{ count: number; message: string }> {
  const changed = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, actor.userId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return { count: changed.length, message: changed.length === 0 ? m.noneUnread : m.allMarkedRead };
}

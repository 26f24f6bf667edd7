import { notificationMessages as m } from "#common/i18n/notifications";
import type { Db } from "#db/client";
import { notifications } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { and, eq } from "drizzle-orm";
import type { Actor } from "../identity/actor";
import { notificationTarget } from "./notifications.queries";

/**
 * Marks one of the person's own notifications read (one already read stays so); another person's,
 * or one that does not exist, is NOT_FOUND. Answers where opening it leads: its same-site path, or
 * null when it has none (or an address outside this site, which is never followed).
 */
export async function markNotificationRead(
  db: Db,
  { actor, notificationId }: { actor: Actor; notificationId: string },
): Promise<{ target: string | null; message: string }> {
  const [row] = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, notificationId), eq(notifications.userId, actor.userId)))
    .returning({ actionUrl: notifications.actionUrl });
  if (!row) throw new AppError("NOT_FOUND", { message: m.notFound });
  return { target: notificationTarget(row.actionUrl), message: m.markedRead };
}

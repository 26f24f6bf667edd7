import { safeReturnPath } from "#common/access";
import { categoryOf, type NotificationCategory, notificationListSize, typesOf } from "#common/notifications";
import type { NotificationList } from "#common/views/notifications";
import type { Db } from "#db/client";
import { notifications } from "#db/schema";
import { and, count, eq, inArray, type SQL } from "drizzle-orm";
import { descending } from "../catalog/product-cards";
import type { Actor } from "../identity/actor";

/** Where an opened notification may lead: a same-site path only, never another site. */
export function notificationTarget(actionUrl: string | null): string | null {
  return safeReturnPath(actionUrl);
}

/**
 * How many of the person's notifications are unread: the header's bell, on every signed-in page.
 * Reads only the partial index of unread rows (`notifications_unread_idx`).
 */
export async function countUnreadNotifications(db: Db, { actor }: { actor: Actor }): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, actor.userId), eq(notifications.read, false)));
  return row?.value ?? 0;
}

/**
 * The person's latest notifications, newest first, at most 50 (optionally one category, or only the
 * unread ones), with their unread count.
 */
export async function listNotifications(
  db: Db,
  {
    actor,
    category,
    unreadOnly = false,
  }: { actor: Actor; category?: NotificationCategory; unreadOnly?: boolean },
): Promise<NotificationList> {
  const conditions: SQL[] = [eq(notifications.userId, actor.userId)];
  if (category) conditions.push(inArray(notifications.type, typesOf(category)));
  if (unreadOnly) conditions.push(eq(notifications.read, false));
  const [rows, unread] = await Promise.all([
    db
      .select({
        id: notifications.id,
        title: notifications.title,
        message: notifications.message,
        type: notifications.type,
        priority: notifications.priority,
        actionUrl: notifications.actionUrl,
        read: notifications.read,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(and(...conditions))
      .orderBy(descending(notifications.createdAt), descending(notifications.id))
      .limit(notificationListSize),
    countUnreadNotifications(db, { actor }),
  ]);
  return {
    rows: rows.map(({ type, actionUrl, createdAt, ...row }) => ({
      ...row,
      category: categoryOf(type),
      hasLink: notificationTarget(actionUrl) !== null,
      createdAt: createdAt.toISOString(),
    })),
    unread,
  };
}

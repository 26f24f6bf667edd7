import type { NotificationPriority, NotificationType } from "#common/notifications";
import type { Db } from "#db/client";
import { notifications } from "#db/schema";
import { newId } from "#server/lib/ids";

export interface Notice {
  userId: string;
  title: string;
  message: string;
  /** What it is about, e.g. `order_status` or `contact_request`; its category follows from it. */
  type: NotificationType;
  /** Where it leads when opened: a path of this site. */
  actionUrl: string;
  /** `high` for what the person must act on or would want to know at once (an order cancelled, a store suspended); `normal` when left out. */
  priority?: NotificationPriority;
}

/** Leaves a notification for a person, unread; pass the open transaction to store it with what it tells of. */
export async function notifyUser(db: Db, notice: Notice): Promise<void> {
  await db.insert(notifications).values({ id: newId("ntf"), ...notice });
}

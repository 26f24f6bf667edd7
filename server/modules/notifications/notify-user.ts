import type { Db } from "#db/client";
import { notifications } from "#db/schema";
import { newId } from "#server/lib/ids";

export interface Notice {
  userId: string;
  title: string;
  message: string;
  /** What it is about, e.g. `order_status` or `contact_request`. */
  type: string;
  /** Where it leads when opened. */
  actionUrl: string;
}

/** Leaves a notification for a person; pass the open transaction to store it with what it tells of. */
export async function notifyUser(db: Db, notice: Notice): Promise<void> {
  await db.insert(notifications).values({ id: newId("ntf"), ...notice });
}

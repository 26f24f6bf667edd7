import type { NotificationCategory, NotificationPriority } from "../notifications";

/** A notification in the person's list at /dashboard/notifications. */
export interface NotificationView {
  id: string;
  title: string;
  message: string;
  category: NotificationCategory;
  priority: NotificationPriority;
  /** Whether opening it leads somewhere: only a same-site path is followed. */
  hasLink: boolean;
  read: boolean;
  createdAt: string;
}

/** The person's latest notifications (at most 50, newest first) as the filter chose them, and their unread count. */
export interface NotificationList {
  rows: NotificationView[];
  /** Every unread notification of the person's, whatever the filter. */
  unread: number;
}

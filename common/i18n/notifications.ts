import type { PageTexts } from "./catalogue";

/** The notification centre at /dashboard/notifications, the same page for buyers, vendors, staff and admins. */
export const notificationsTexts = {
  en: {
    title: "Notifications",
    dashboardLinkDescription: "Updates on your orders, quotes and account, newest first.",
    intro: "Your latest 50 notifications, newest first. Open one to go to what it is about.",
    loading: "Loading notifications…",
    unreadCount: (count: number, formatted: string) =>
      count === 0 ? "Nothing unread." : count === 1 ? "1 unread." : `${formatted} unread.`,
    filterLabel: "Show notifications",
    all: "All",
    unreadOnly: "Unread",
    categories: {
      order: "Orders",
      rfq: "Quotes (RFQ)",
      market_day: "Market days",
      system: "Account and support",
      payment: "Payments",
      supplier: "Selling",
    },
    categoryLabel: (category: string) => `Category: ${category}`,
    listLabel: "Your notifications",
    highPriority: "Important",
    unread: "Unread",
    read: "Read",
    open: "Open",
    openLabel: (title: string) => `Open “${title}”`,
    markRead: "Mark read",
    markReadLabel: (title: string) => `Mark “${title}” read`,
    delete: "Delete",
    deleteLabel: (title: string) => `Delete “${title}”`,
    markAllRead: "Mark all read",
    deleteAll: "Delete all",
    deleteAllLabel: "Delete all notifications?",
    deleteAllQuestion: "Every notification you have, read and unread, is deleted. This cannot be undone.",
    confirmDeleteAll: "Delete all",
    cancel: "Cancel",
    closeDialog: "Close dialog",
    empty: "No notifications yet.",
    emptyText: "When something happens to your orders, quotes or account, you will find it here.",
    emptyFiltered: "No notifications match.",
    emptyFilteredText: "Try another category, or show all of them.",
    showAll: "Show all notifications",
  },
} satisfies PageTexts;

/** What the notification commands answer. */
export const notificationMessages = {
  notFound: "This notification does not exist.",
  markedRead: "Marked as read.",
  allMarkedRead: "All notifications marked as read.",
  noneUnread: "You have no unread notifications.",
  deleted: "Notification deleted.",
  allDeleted: "All notifications deleted.",
  noneToDelete: "You have no notifications to delete.",
};

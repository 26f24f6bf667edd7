/**
 * Notifications as every side reads them: the fine-grained types the commands write, the six
 * categories a person sees and filters by (and will choose in their preferences), and the priorities.
 * Pure, so the server's queries, the page and the seeds share one mapping.
 */

/** What a notification is about, as the command that writes it names it. */
export const notificationTypes = [
  "order_status",
  "contact_request",
  "rfq",
  "vendor_application",
  "corporate_account",
  "trade_assurance",
  "product_moderation",
  "vendor_status",
  "contact_message",
  "support_reply",
  "payout",
  "market_day",
] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** The categories people see, filter by and (later) choose to receive. */
export const notificationCategories = [
  "order",
  "rfq",
  "market_day",
  "system",
  "payment",
  "supplier",
] as const;
export type NotificationCategory = (typeof notificationCategories)[number];

/**
 * Each type's category: orders and their parts; requests for quotation, their quotes and messages;
 * market days; money paid out; the supplier's side of the marketplace (messages from buyers, the
 * application to sell, the store's standing, its products' moderation, Trade Assurance); and the
 * platform's own business (business-account decisions, support).
 */
export const categoryOfType: Record<NotificationType, NotificationCategory> = {
  order_status: "order",
  contact_request: "supplier",
  rfq: "rfq",
  vendor_application: "supplier",
  corporate_account: "system",
  trade_assurance: "supplier",
  product_moderation: "supplier",
  vendor_status: "supplier",
  contact_message: "system",
  support_reply: "system",
  payout: "payment",
  market_day: "market_day",
};

/** A stored type no longer in the list (written by an older release) reads as a system notice. */
export function categoryOf(type: string): NotificationCategory {
  return (categoryOfType as Record<string, NotificationCategory | undefined>)[type] ?? "system";
}

/** The types of one category, for a query's filter. */
export function typesOf(category: NotificationCategory): NotificationType[] {
  return notificationTypes.filter((type) => categoryOfType[type] === category);
}

export function isNotificationCategory(value: unknown): value is NotificationCategory {
  return (notificationCategories as readonly unknown[]).includes(value);
}

/** How much a notification asks for attention: a high one stands out (and, later, pops up). */
export const notificationPriorities = ["low", "normal", "high"] as const;
export type NotificationPriority = (typeof notificationPriorities)[number];

/** The most notifications a person's list shows: their latest, newest first. */
export const notificationListSize = 50;

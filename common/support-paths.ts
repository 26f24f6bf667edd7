/**
 * The URLs of support tickets: the person's own at /dashboard/support and the back office's inbox at
 * /admin/support. Kept apart from common/paths.ts, whose storefront URLs the shell ships to every page
 * (decision 020).
 */

const encode = encodeURIComponent;

/** The signed-in person's tickets, and the form that opens a new one. */
export const dashboardSupportPath = "/dashboard/support";

/** One of the person's own tickets with its thread. */
export function dashboardSupportTicketPath(ticketId: string): string {
  return `${dashboardSupportPath}/${encode(ticketId)}`;
}

/** The back office's inbox: every ticket and contact-form message. */
export const adminSupportPath = "/admin/support";

/** One ticket in the inbox, with its thread and the team's reply form. */
export function adminSupportTicketPath(ticketId: string): string {
  return `${adminSupportPath}/${encode(ticketId)}`;
}

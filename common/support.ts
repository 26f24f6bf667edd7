import type { Role } from "./roles";
import { contactTopics } from "./schemas/contact";

/**
 * Support tickets: what someone wrote to the marketplace (the contact form, or a ticket opened from
 * /dashboard/support) and the thread of replies under it. Pure rules, shared by the pages and the
 * support module (server/modules/support/README.md).
 */

/** open: waiting for the support team; answered: the team replied, waiting for the person; closed: done. */
export const ticketStatuses = ["open", "answered", "closed"] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

/** A ticket's category is the contact form's topic: one closed list for both ways in. */
export const ticketCategories = contactTopics;
export type TicketCategory = (typeof ticketCategories)[number];

/** What moves a ticket: a reply by the person who wrote it or by the team, or a close or a reopen. */
export type TicketEvent = "requester-reply" | "team-reply" | "requester-close" | "team-close" | "team-reopen";

/**
 * The state machine: the status an event leads to from a status, or null when the event is refused.
 * A reply from the team marks the ticket answered and one from the person opens it again; either may
 * close it; only the team reopens a closed ticket, and nobody writes in a closed one (the person opens
 * a new ticket instead).
 */
export function nextTicketStatus(from: TicketStatus, event: TicketEvent): TicketStatus | null {
  switch (event) {
    case "requester-reply":
      return from === "closed" ? null : "open";
    case "team-reply":
      return from === "closed" ? null : "answered";
    case "requester-close":
    case "team-close":
      return from === "closed" ? null : "closed";
    case "team-reopen":
      return from === "closed" ? "open" : null;
  }
}

/**
 * Who answers tickets: admins and staff. Customer service is staff's daily work as order processing
 * is (the roles table gives staff `orders:process`, and most tickets are about orders), so staff read,
 * answer, close and reopen tickets like admins.
 */
export function isSupportAgent(role: Role): boolean {
  return role === "admin" || role === "staff";
}

/** The longest subject a ticket may have; a contact-form message's subject is cut to it. */
export const maxTicketSubjectLength = 120;

/**
 * The subject of a contact-form message, which has no subject field: its first line, cut to
 * {@link maxTicketSubjectLength} characters (with an ellipsis when cut).
 */
export function subjectFromMessage(message: string): string {
  const firstLine = message.trim().split("\n")[0]!.trim();
  return firstLine.length <= maxTicketSubjectLength
    ? firstLine
    : `${firstLine.slice(0, maxTicketSubjectLength - 1).trimEnd()}…`;
}

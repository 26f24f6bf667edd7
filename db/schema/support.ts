import { contactTopics } from "../../common/schemas/contact";
import { ticketStatuses } from "../../common/support";
import { boolean, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./identity";

/**
 * What someone wrote to the marketplace, through the contact form (/contact-us, anyone) or the
 * support page (/dashboard/support, signed in), for the support team to answer. The first message is
 * the ticket's own `message`; the replies follow in `support_ticket_replies`. Status moves as
 * `nextTicketStatus` (common/support.ts) says.
 */
export const supportTickets = pgTable(
  "support_tickets",
  {
    id: text("id").primaryKey(),
    /** The signed-in account that wrote it; null for a visitor (answered by e-mail only). */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The sender's name and address as given (a signed-in person's account name and address). */
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    category: text("category", { enum: contactTopics }).notNull(),
    /** The order it is about, as typed (optional). */
    orderNumber: text("order_number"),
    message: text("message").notNull(),
    status: text("status", { enum: ticketStatuses }).notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The last message in the thread (or the status change): the inbox's and the person's order. */
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("support_tickets_activity_idx").on(table.lastActivityAt.desc(), table.id.desc()),
    index("support_tickets_status_activity_idx").on(table.status, table.lastActivityAt.desc()),
    index("support_tickets_user_activity_idx").on(table.userId, table.lastActivityAt.desc()),
  ],
);

/** A reply in a ticket's thread: by the person who wrote it, or by the support team (admin or staff). */
export const supportTicketReplies = pgTable(
  "support_ticket_replies",
  {
    id: text("id").primaryKey(),
    ticketId: text("ticket_id")
      .notNull()
      .references(() => supportTickets.id, { onDelete: "cascade" }),
    /** Who wrote it; null once that account is deleted. */
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    /** Written by the support team (shown to the person as "Support team", never by name). */
    fromTeam: boolean("from_team").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("support_ticket_replies_ticket_idx").on(table.ticketId, table.createdAt)],
);

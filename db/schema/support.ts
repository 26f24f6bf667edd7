import { contactTopics } from "../../common/schemas/contact";
import { ticketStatuses } from "../../common/support";
import { sql, type SQL } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { tsvector } from "./columns";
import { users } from "./identity";

/**
 * The words of a text as the inbox search reads them: punctuation (the ASCII marks and the quotes and
 * dashes phones type) becomes a space, so "SAB-1042" is the words "sab" and "1042" as a search for it
 * is (the parser alone would read "-1042" as a signed number), and the 'simple' configuration keeps
 * every word as written, lower-cased: names, addresses and order numbers are not English words to stem.
 */
function searchWordsOf(text: string, weight: "A" | "B" | "C" | "D"): SQL {
  return sql.raw(
    `setweight(to_tsvector('simple', regexp_replace(${text}, '[[:punct:]‘’“”«»–—…]+', ' ', 'g')), '${weight}')`,
  );
}

/**
 * What the inbox search finds in a ticket, best first: its subject (A); who wrote it, their address
 * and the order it is about (B); its message (C). Replies carry their own (D, `replySearchDocument`).
 */
const ticketSearchDocument: SQL = sql`
  ${searchWordsOf("subject", "A")} ||
  ${searchWordsOf("name || ' ' || email || ' ' || coalesce(order_number, '')", "B")} ||
  ${searchWordsOf("message", "C")}`;

/** A reply's words for the inbox search, weighed below every part of the ticket itself. */
const replySearchDocument: SQL = searchWordsOf("body", "D");

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
    searchVector: tsvector("search_vector").generatedAlwaysAs(ticketSearchDocument),
  },
  (table) => [
    index("support_tickets_activity_idx").on(table.lastActivityAt.desc(), table.id.desc()),
    index("support_tickets_status_activity_idx").on(table.status, table.lastActivityAt.desc()),
    index("support_tickets_user_activity_idx").on(table.userId, table.lastActivityAt.desc()),
    index("support_tickets_search_idx").using("gin", table.searchVector),
    // A search for an e-mail address finds that sender's tickets exactly, in any case.
    index("support_tickets_email_idx").on(sql`lower(${table.email})`),
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
    searchVector: tsvector("search_vector").generatedAlwaysAs(replySearchDocument),
  },
  (table) => [
    index("support_ticket_replies_ticket_idx").on(table.ticketId, table.createdAt),
    index("support_ticket_replies_search_idx").using("gin", table.searchVector),
  ],
);

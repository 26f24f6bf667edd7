import type { TicketCategory, TicketStatus } from "#common/support";
import type { InboxPage, MyTicketsPage, TicketReplyView, TicketView } from "#common/views/support";
import type { Db } from "#db/client";
import { supportTicketReplies, supportTickets, users } from "#db/schema";
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { countLimit } from "../catalog/capped-count";
import { containsPattern, descending } from "../catalog/product-cards";

export const ticketsPageSize = 20;

const latestFirst = [descending(supportTickets.lastActivityAt), descending(supportTickets.id)];

const rowColumns = {
  id: supportTickets.id,
  subject: supportTickets.subject,
  category: supportTickets.category,
  status: supportTickets.status,
  lastActivityAt: supportTickets.lastActivityAt,
};

/**
 * The person's own tickets, most recent activity first, 20 a page (`support_tickets_user_activity_idx`);
 * counted exactly, since one person's tickets are few.
 */
export async function myTickets(
  db: Db,
  { userId, page }: { userId: string; page: number },
): Promise<MyTicketsPage> {
  const mine = eq(supportTickets.userId, userId);
  const [rows, [counted]] = await Promise.all([
    db
      .select(rowColumns)
      .from(supportTickets)
      .where(mine)
      .orderBy(...latestFirst)
      .limit(ticketsPageSize)
      .offset((page - 1) * ticketsPageSize),
    db.select({ value: count() }).from(supportTickets).where(mine),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, lastActivityAt: row.lastActivityAt.toISOString() })),
    total: counted?.value ?? 0,
    page,
    pageSize: ticketsPageSize,
  };
}

/**
 * The back office's inbox: every ticket (contact-form messages from visitors included), most recent
 * activity first, optionally one status and one category, and words found in the subject, the
 * sender's name or address; 20 a page, counted only so far (docs/decisions/005). The page's ids come
 * first, so reply counts are read for those 20 rows only.
 */
export async function supportInbox(
  db: Db,
  {
    status,
    category,
    search,
    page,
  }: { status?: TicketStatus; category?: TicketCategory; search?: string; page: number },
): Promise<InboxPage> {
  const conditions: SQL[] = [];
  if (status) conditions.push(eq(supportTickets.status, status));
  if (category) conditions.push(eq(supportTickets.category, category));
  if (search) {
    const pattern = containsPattern(search);
    conditions.push(
      or(
        ilike(supportTickets.subject, pattern),
        ilike(supportTickets.name, pattern),
        ilike(supportTickets.email, pattern),
      )!,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const limit = countLimit(page, ticketsPageSize);
  const pageIds = db
    .select({ id: supportTickets.id })
    .from(supportTickets)
    .where(where)
    .orderBy(...latestFirst)
    .limit(ticketsPageSize)
    .offset((page - 1) * ticketsPageSize);
  const matches = db
    .select({ one: sql`1`.as("one") })
    .from(supportTickets)
    .where(where)
    .limit(limit + 1)
    .as("matches");
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        ...rowColumns,
        name: supportTickets.name,
        email: supportTickets.email,
        userId: supportTickets.userId,
        // The outer table is named in full: drizzle writes a one-table query's columns unqualified, and
        // an unqualified "id" inside the subquery would be the replies' own.
        replyCount:
          sql<number>`(select count(*) from ${supportTicketReplies} where ${supportTicketReplies.ticketId} = "support_tickets"."id")`.mapWith(
            Number,
          ),
      })
      .from(supportTickets)
      .where(inArray(supportTickets.id, pageIds))
      .orderBy(...latestFirst),
    db.select({ value: count() }).from(matches),
  ]);
  const total = counted?.value ?? 0;
  return {
    rows: rows.map(({ userId, ...row }) => ({
      ...row,
      hasAccount: userId !== null,
      lastActivityAt: row.lastActivityAt.toISOString(),
    })),
    total: Math.min(total, limit),
    totalIsLowerBound: total > limit,
    page,
    pageSize: ticketsPageSize,
  };
}

/**
 * One ticket with its thread, for its owner (`userId`: another person's ticket is null, as an
 * unknown id is) or for the support team (no `userId`). The team sees who of them replied; the
 * person sees the team as one.
 */
export async function ticketThread(
  db: Db,
  { ticketId, userId }: { ticketId: string; userId?: string },
): Promise<TicketView | null> {
  const scope = userId
    ? and(eq(supportTickets.id, ticketId), eq(supportTickets.userId, userId))
    : eq(supportTickets.id, ticketId);
  const [ticket] = await db.select().from(supportTickets).where(scope).limit(1);
  if (!ticket) return null;
  const replies = await db
    .select({
      id: supportTicketReplies.id,
      body: supportTicketReplies.body,
      fromTeam: supportTicketReplies.fromTeam,
      authorName: users.name,
      createdAt: supportTicketReplies.createdAt,
    })
    .from(supportTicketReplies)
    .leftJoin(users, eq(users.id, supportTicketReplies.authorId))
    .where(eq(supportTicketReplies.ticketId, ticketId))
    .orderBy(asc(supportTicketReplies.createdAt), asc(supportTicketReplies.id));
  return {
    id: ticket.id,
    subject: ticket.subject,
    category: ticket.category,
    status: ticket.status,
    name: ticket.name,
    email: ticket.email,
    hasAccount: ticket.userId !== null,
    orderNumber: ticket.orderNumber,
    message: ticket.message,
    createdAt: ticket.createdAt.toISOString(),
    lastActivityAt: ticket.lastActivityAt.toISOString(),
    replies: replies.map((reply): TicketReplyView => ({
      id: reply.id,
      body: reply.body,
      fromTeam: reply.fromTeam,
      authorName: userId && reply.fromTeam ? null : reply.authorName,
      createdAt: reply.createdAt.toISOString(),
    })),
  };
}

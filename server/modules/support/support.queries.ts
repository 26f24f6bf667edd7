import type { TicketCategory, TicketStatus } from "#common/support";
import type { InboxPage, MyTicketsPage, TicketReplyView, TicketView } from "#common/views/support";
import type { Db } from "#db/client";
import { supportTicketReplies, supportTickets, users } from "#db/schema";
import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { countLimit, exactCountLimit } from "../catalog/capped-count";
import { descending } from "../catalog/product-cards";
import { inboxSearch, matchesMoreThan, matchesTicket, rankedMatches } from "./inbox-search";

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
 * The back office's inbox: every ticket (contact-form messages from visitors included), optionally
 * one status and one category; 20 a page, reply counts read for the page's rows only.
 *
 * Without a search, most recent activity first, counted only so far (docs/decisions/005). With one
 * (words, an e-mail address or a ticket's reference: `inboxSearch`), the best matches first
 * (`searchedPage`).
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
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const found = search
    ? await searchedPage(db, { where, search, page })
    : await latestPage(db, { where, page });
  const rows = new Map(
    (found.ids.length === 0 ? [] : await inboxRows(db, found.ids)).map((row) => [row.id, row]),
  );
  return {
    rows: found.ids.flatMap((id) => rows.get(id) ?? []),
    total: found.total,
    totalIsLowerBound: found.totalIsLowerBound,
    page,
    pageSize: ticketsPageSize,
  };
}

interface FoundPage {
  /** The page's tickets in the inbox's order. */
  ids: string[];
  total: number;
  totalIsLowerBound: boolean;
}

/** A page of the whole inbox (or one status or category), most recent activity first. */
async function latestPage(
  db: Db,
  { where, page }: { where: SQL | undefined; page: number },
): Promise<FoundPage> {
  const limit = countLimit(page, ticketsPageSize);
  const matches = db
    .select({ one: sql`1`.as("one") })
    .from(supportTickets)
    .where(where)
    .limit(limit + 1)
    .as("matches");
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: supportTickets.id })
      .from(supportTickets)
      .where(where)
      .orderBy(...latestFirst)
      .limit(ticketsPageSize)
      .offset((page - 1) * ticketsPageSize),
    db.select({ value: count() }).from(matches),
  ]);
  const total = counted?.value ?? 0;
  return {
    ids: rows.map((row) => row.id),
    total: Math.min(total, limit),
    totalIsLowerBound: total > limit,
  };
}

/**
 * A page of the tickets a search finds. Up to {@link exactCountLimit} matches are all ranked, best
 * first (a ticket the text names, then by `ts_rank`), most recent activity among equals, and counted
 * exactly with the page. A search that finds more (a word in most tickets, as "order") is not worth
 * ranking, and ranking every match would cost a scan: its matches come most recent activity first
 * from the activity indexes, counted only so far, as the whole inbox is.
 */
async function searchedPage(
  db: Db,
  { where, search: text, page }: { where: SQL | undefined; search: string; page: number },
): Promise<FoundPage> {
  const search = inboxSearch(text);
  if (await matchesMoreThan(db, { search, where, limit: exactCountLimit }))
    return latestPage(db, { where: and(where, matchesTicket(search)), page });
  const ranked = rankedMatches(db, search);
  const rows = await db
    .select({ id: supportTickets.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(supportTickets)
    .innerJoin(ranked, eq(ranked.ticketId, supportTickets.id))
    .where(where)
    .orderBy(desc(ranked.exact), desc(ranked.rank), ...latestFirst)
    .limit(ticketsPageSize)
    .offset((page - 1) * ticketsPageSize);
  const ids = rows.map((row) => row.id);
  if (rows.length > 0 || page === 1) return { ids, total: rows[0]?.total ?? 0, totalIsLowerBound: false };
  // Past the last page the window has no row to ride on.
  const [counted] = await db
    .select({ value: count() })
    .from(supportTickets)
    .where(and(where, matchesTicket(search)));
  return { ids, total: counted?.value ?? 0, totalIsLowerBound: false };
}

/** The inbox's columns of these tickets, with their reply counts. */
function inboxRows(db: Db, ids: string[]) {
  return db
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
    .where(inArray(supportTickets.id, ids))
    .then((rows) =>
      rows.map(({ userId, ...row }) => ({
        ...row,
        hasAccount: userId !== null,
        lastActivityAt: row.lastActivityAt.toISOString(),
      })),
    );
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

import type { Db } from "#db/client";
import { supportTicketReplies, supportTickets } from "#db/schema";
import { and, eq, or, sql, type SQL } from "drizzle-orm";

const addressPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ticketReferencePattern = /^tkt_[\w-]{16}$/;

/**
 * What the team typed in the inbox's search box, as conditions on the tickets and their replies:
 * - its words (letters and digits only, so nothing typed is read as query syntax; at most 8), each
 *   a prefix ("kam" finds "Kamau"), all in the ticket or all in one of its replies, in the 'simple'
 *   configuration the documents are made with (db/schema/support.ts);
 * - the whole text when it is one e-mail address (that sender's tickets, in any case) or a ticket's
 *   id (its reference in every link to it): a ticket it names is an exact match, and its words are
 *   found only together, in their order and whole (a message that quotes the address), so that
 *   "user-12-1@example.com" does not find "user-12-10@example.com" word by word.
 */
export interface InboxSearch {
  inTicket: SQL;
  inReply: SQL;
  named: SQL;
  ticketRank: SQL<number>;
  replyRank: SQL<number>;
}

export function inboxSearch(text: string): InboxSearch {
  const typed = text.trim();
  const words = typed
    .normalize("NFKC")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  const isAddress = addressPattern.test(typed);
  const isReference = ticketReferencePattern.test(typed);
  const names = [
    isAddress ? sql`lower(${supportTickets.email}) = ${typed.toLowerCase()}` : null,
    isReference ? eq(supportTickets.id, typed) : null,
  ].filter((condition): condition is SQL => condition !== null);
  const named = names.length > 0 ? or(...names)! : sql`false`;
  // A typed constant: a bare 0 in a union would be an integer beside ts_rank's real.
  const noRank = sql<number>`0::real`;
  if (words.length === 0)
    return { inTicket: sql`false`, inReply: sql`false`, named, ticketRank: noRank, replyRank: noRank };
  const terms = isAddress || isReference ? words.join(" <-> ") : words.map((word) => `${word}:*`).join(" & ");
  const query = sql`to_tsquery('simple', ${terms})`;
  return {
    inTicket: sql`${supportTickets.searchVector} @@ ${query}`,
    inReply: sql`${supportTicketReplies.searchVector} @@ ${query}`,
    named,
    ticketRank: sql<number>`ts_rank(${supportTickets.searchVector}, ${query})`,
    replyRank: sql<number>`ts_rank(${supportTicketReplies.searchVector}, ${query})`,
  };
}

/**
 * Whether more than `limit` tickets and replies among `where`'s match (a ticket found in itself and
 * in a reply counts twice): reads the GIN indexes and stops at `limit` + 1.
 */
export async function matchesMoreThan(
  db: Db,
  { search, where, limit }: { search: InboxSearch; where: SQL | undefined; limit: number },
): Promise<boolean> {
  const hits = db
    .select({ one: sql`1`.as("one") })
    .from(supportTickets)
    .where(and(where, or(search.inTicket, search.named)))
    .unionAll(
      db
        .select({ one: sql`1` })
        .from(supportTicketReplies)
        .innerJoin(supportTickets, eq(supportTickets.id, supportTicketReplies.ticketId))
        .where(and(where, search.inReply)),
    )
    .limit(limit + 1)
    .as("hits");
  const [counted] = await db.select({ value: sql<number>`count(*)`.mapWith(Number) }).from(hits);
  return (counted?.value ?? 0) > limit;
}

/**
 * The tickets a search finds, each once with how well it matched, as a subquery to join on
 * `ticketId`: `exact` is 1 for a ticket the text names (those come first), `rank` the best ts_rank
 * of the words in the ticket (subject A, sender B, message C) or in one of its replies (D). Each way
 * of matching reads its own index (the two GIN indexes on the documents, the address index, the
 * primary key): no scan of the tickets.
 */
export function rankedMatches(db: Db, search: InboxSearch) {
  const inTickets = db
    .select({
      ticketId: sql<string>`${supportTickets.id}`.as("ticket_id"),
      exact: sql<number>`0`.as("exact"),
      rank: search.ticketRank.as("rank"),
    })
    .from(supportTickets)
    .where(search.inTicket);
  const inReplies = db
    .select({ ticketId: supportTicketReplies.ticketId, exact: sql<number>`0`, rank: search.replyRank })
    .from(supportTicketReplies)
    .where(search.inReply);
  const named = db
    .select({ ticketId: supportTickets.id, exact: sql<number>`1`, rank: sql<number>`0::real` })
    .from(supportTickets)
    .where(search.named);
  const hits = inTickets.unionAll(inReplies).unionAll(named).as("hits");
  return db
    .select({
      ticketId: hits.ticketId,
      exact: sql<number>`max(${hits.exact})`.as("best_exact"),
      rank: sql<number>`max(${hits.rank})`.as("best_rank"),
    })
    .from(hits)
    .groupBy(hits.ticketId)
    .as("ranked_matches");
}

/** A ticket the search finds in any way, as a condition on `support_tickets` (for walking an index in another order). */
export function matchesTicket(search: InboxSearch): SQL {
  const inAReply = sql`exists (select 1 from ${supportTicketReplies} where ${supportTicketReplies.ticketId} = ${supportTickets.id} and ${search.inReply})`;
  return or(search.inTicket, search.named, inAReply)!;
}

import { and, eq, or, sql } from "drizzle-orm";
import type { Db } from "#db/client";
import { conversations, messages, products, profiles, users, vendors } from "#db/schema";
import { newestKeyset } from "#server/lib/cursor";
import { descending } from "../catalog/product-cards";
import type { Actor } from "../identity/actor";
import { personName } from "../identity/person-name";

/** Conversations the API sends at a time. */
const conversationsPageSize = 20;

/** The actor's part in a conversation: as its buyer, or as the owner of its store. */
export const conversationSide = (actor: Actor) =>
  sql<
    "buyer" | "vendor"
  >`case when ${conversations.buyerId} = ${actor.userId} then 'buyer' else 'vendor' end`;

/** Conversations the actor takes part in: theirs as a buyer, and every one of a store they own. */
export const takesPart = (actor: Actor) =>
  or(eq(conversations.buyerId, actor.userId), eq(vendors.userId, actor.userId))!;

/**
 * Every conversation the actor takes part in (as the buyer, or as the owner of the store), most
 * recent message first, a page at a time: `cursor` continues by keyset on (last message at, id).
 * A conversation that gets a new message moves to the front, where a client finds it by reading the
 * first page again. `unreadCount` counts what the other side wrote that the actor has not opened.
 */
export async function listConversations(db: Db, { actor, cursor }: { actor: Actor; cursor: string | null }) {
  const side = conversationSide(actor);
  const lastMessage = sql<
    string | null
  >`(select ${messages.content} from ${messages} where ${messages.conversationId} = ${conversations.id} order by ${messages.createdAt} desc, ${messages.id} desc limit 1)`;
  const unread = sql<number>`(select count(*) from ${messages} where ${messages.conversationId} = ${conversations.id} and not ${messages.read} and (${messages.senderId} = ${conversations.buyerId}) = (${conversations.buyerId} <> ${actor.userId}))`;
  const rows = await db
    .select({
      id: conversations.id,
      side,
      vendor: { id: vendors.id, businessName: vendors.businessName, logoKey: vendors.logoKey },
      buyerName: personName,
      product: { id: products.id, name: products.name },
      lastMessage,
      lastMessageAt: conversations.lastMessageAt,
      unreadCount: unread.mapWith(Number),
      sortKey: newestKeyset.sortKey(conversations.lastMessageAt),
    })
    .from(conversations)
    .innerJoin(vendors, eq(vendors.id, conversations.vendorId))
    .innerJoin(users, eq(users.id, conversations.buyerId))
    .leftJoin(profiles, eq(profiles.id, conversations.buyerId))
    .leftJoin(products, eq(products.id, conversations.productId))
    .where(and(takesPart(actor), newestKeyset.after(conversations.lastMessageAt, conversations.id, cursor)))
    .orderBy(descending(conversations.lastMessageAt), descending(conversations.id))
    .limit(conversationsPageSize + 1);
  const page = newestKeyset.page(rows, conversationsPageSize, (row) => row.id);
  return {
    conversations: page.rows.map((row) => ({ ...row, lastMessage: row.lastMessage ?? "" })),
    nextCursor: page.nextCursor,
  };
}

/** The actor's side of one conversation and its store, or null when they take no part in it. */
export async function conversationOf(
  db: Db,
  { actor, conversationId }: { actor: Actor; conversationId: string },
) {
  const [row] = await db
    .select({ side: conversationSide(actor), vendorId: conversations.vendorId })
    .from(conversations)
    .innerJoin(vendors, eq(vendors.id, conversations.vendorId))
    .where(and(eq(conversations.id, conversationId), takesPart(actor)));
  return row ?? null;
}

import { and, asc, count, desc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "#db/client";
import { conversations, messages, products, profiles, users, vendors } from "#db/schema";
import { newestKeyset } from "#server/lib/cursor";
import { descending, listedProducts } from "../catalog/product-cards";
import type { ThreadMessage } from "#common/views/messaging";
import type { Actor } from "../identity/actor";
import { personName } from "../identity/person-name";

/** The messages of a thread shown at once: the newest ones, or those just older than a cursor. */
const threadLimit = 200;
const inboxPageSize = 20;

export interface Thread {
  conversationId: string;
  messages: ThreadMessage[];
  /** All messages of the thread; more than `messages.length` when older ones are left out. */
  total: number;
  /** Continues with the messages just older than these (keyset on time and id), or null at the first. */
  nextCursor: string | null;
}

/**
 * The newest {@link threadLimit} messages of a conversation, or with `cursor` (a thread's
 * nextCursor) the ones just older, oldest first within the page. Keyset paging on (sent at, id), so
 * messages written during the walk join the newest page and never shift an older one out. Callers
 * check access first.
 */
export async function threadOf(
  db: Db,
  {
    conversationId,
    buyerId,
    cursor = null,
  }: { conversationId: string; buyerId: string; cursor?: string | null },
): Promise<Thread> {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: messages.id,
        content: messages.content,
        createdAt: messages.createdAt,
        senderId: messages.senderId,
        read: messages.read,
        sortKey: newestKeyset.sortKey(messages.createdAt),
      })
      .from(messages)
      .where(
        and(
          eq(messages.conversationId, conversationId),
          newestKeyset.after(messages.createdAt, messages.id, cursor),
        ),
      )
      .orderBy(descending(messages.createdAt), descending(messages.id))
      .limit(threadLimit + 1),
    db.select({ value: count() }).from(messages).where(eq(messages.conversationId, conversationId)),
  ]);
  const page = newestKeyset.page(rows, threadLimit, (row) => row.id);
  return {
    conversationId,
    total: total?.value ?? 0,
    nextCursor: page.nextCursor,
    messages: page.rows.reverse().map((row) => ({
      id: row.id,
      content: row.content,
      createdAt: row.createdAt.toISOString(),
      from: row.senderId === buyerId ? "buyer" : "vendor",
      read: row.read,
    })),
  };
}

/** Marks as read what the other side wrote in a conversation, now that `readerSide` opened it. */
export async function markThreadRead(
  db: Db,
  {
    conversationId,
    buyerId,
    readerSide,
  }: { conversationId: string; buyerId: string; readerSide: "buyer" | "vendor" },
) {
  const fromOtherSide =
    readerSide === "buyer" ? ne(messages.senderId, buyerId) : eq(messages.senderId, buyerId);
  await db
    .update(messages)
    .set({ read: true })
    .where(and(eq(messages.conversationId, conversationId), eq(messages.read, false), fromOtherSide));
}

/**
 * Who a buyer is writing to, and the product it is about when one of this vendor's listed products is named.
 */
export async function contactTarget(
  db: Db,
  { vendorId, productId }: { vendorId: string; productId?: string | null },
) {
  const [vendor] = await db
    .select({
      id: vendors.id,
      businessName: vendors.businessName,
      logoKey: vendors.logoKey,
      verified: vendors.verified,
      ownerId: vendors.userId,
    })
    .from(vendors)
    .where(and(eq(vendors.id, vendorId), eq(vendors.isActive, true)));
  if (!vendor) return null;
  const [product] = productId
    ? await db
        .select({ id: products.id, name: products.name })
        .from(products)
        .innerJoin(vendors, eq(vendors.id, products.vendorId))
        .where(and(eq(products.id, productId), eq(products.vendorId, vendorId), listedProducts()))
    : [];
  return { vendor, product: product ?? null };
}

interface InboxEntry {
  id: string;
  vendorId: string;
  vendorName: string;
  buyerName: string;
  buyerEmail: string;
  productName: string | null;
  lastMessage: string;
  lastMessageAt: string;
  unreadCount: number;
}

/**
 * The conversations of every store the actor owns (vendors.user_id = actor), most recent first,
 * with how many of the buyer's messages are unread.
 */
export async function vendorInbox(db: Db, { actor, page }: { actor: Actor; page: number }) {
  const lastMessage = sql<string>`(select ${messages.content} from ${messages} where ${messages.conversationId} = ${conversations.id} order by ${messages.createdAt} desc, ${messages.id} desc limit 1)`;
  const unread = sql<number>`(select count(*) from ${messages} where ${messages.conversationId} = ${conversations.id} and ${messages.senderId} = ${conversations.buyerId} and not ${messages.read})`;
  const owned = eq(vendors.userId, actor.userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: conversations.id,
        vendorId: vendors.id,
        vendorName: vendors.businessName,
        buyerName: personName,
        buyerEmail: users.email,
        productName: products.name,
        lastMessage,
        lastMessageAt: conversations.lastMessageAt,
        unreadCount: unread.mapWith(Number),
      })
      .from(conversations)
      .innerJoin(vendors, eq(vendors.id, conversations.vendorId))
      .innerJoin(users, eq(users.id, conversations.buyerId))
      .leftJoin(profiles, eq(profiles.id, conversations.buyerId))
      .leftJoin(products, eq(products.id, conversations.productId))
      .where(owned)
      .orderBy(desc(conversations.lastMessageAt), asc(conversations.id))
      .limit(inboxPageSize)
      .offset((page - 1) * inboxPageSize),
    db
      .select({ value: count() })
      .from(conversations)
      .innerJoin(vendors, eq(vendors.id, conversations.vendorId))
      .where(owned),
  ]);
  const entries: InboxEntry[] = rows.map((row) => ({
    ...row,
    lastMessage: row.lastMessage ?? "",
    lastMessageAt: row.lastMessageAt.toISOString(),
  }));
  return { rows: entries, total: total?.value ?? 0, page, pageSize: inboxPageSize };
}

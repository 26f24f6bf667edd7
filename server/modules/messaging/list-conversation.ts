import { and, eq } from "drizzle-orm";
import type { Db } from "#db/client";
import { conversations } from "#db/schema";
import { AppError } from "#server/lib/errors";
import type { Actor } from "../identity/actor";
import { markThreadRead, type Thread, threadOf } from "./messaging.queries";

/**
 * The buyer's side of their conversation with a store: only the actor's own conversation
 * (buyer = actor), its newest messages (or, with `cursor`, the older ones) oldest first; what the
 * store wrote is marked read now that the buyer has opened it. Null when they have not written to
 * this store yet.
 */
export async function listConversation(
  db: Db,
  { actor, vendorId, cursor = null }: { actor: Actor | null; vendorId: string; cursor?: string | null },
): Promise<Thread | null> {
  if (!actor) throw new AppError("UNAUTHENTICATED");
  return db.transaction(async (tx) => {
    const [conversation] = await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.buyerId, actor.userId), eq(conversations.vendorId, vendorId)));
    if (!conversation) return null;
    await markThreadRead(tx, { conversationId: conversation.id, buyerId: actor.userId, readerSide: "buyer" });
    return threadOf(tx, { conversationId: conversation.id, buyerId: actor.userId, cursor });
  });
}

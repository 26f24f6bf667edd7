import { and, eq, sql } from "drizzle-orm";
import { messages as texts } from "#common/messages";
import type { Db } from "#db/client";
import { conversations, messages, vendors } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { newId } from "#server/lib/ids";
import type { Actor } from "../identity/actor";
import { countMessage, messageText } from "./message-rules";

/**
 * A store owner answers a buyer: the conversation must belong to a store the actor owns
 * (vendors.user_id = actor, in the where; anything else is "Conversation not found"). The text
 * follows the message rules; 60 replies per 10 minutes. The message and the conversation's
 * last_message_at are written in one transaction, with the conversation row locked.
 */
export async function replyAsVendor(
  db: Db,
  { actor, conversationId, message }: { actor: Actor | null; conversationId: string; message: unknown },
) {
  if (!actor) throw new AppError("UNAUTHENTICATED");
  const content = messageText(message);
  await countMessage(db, { userId: actor.userId, side: "vendor" });
  return db.transaction(async (tx) => {
    const [conversation] = await tx
      .select({ id: conversations.id, buyerId: conversations.buyerId })
      .from(conversations)
      .innerJoin(vendors, eq(vendors.id, conversations.vendorId))
      .where(and(eq(conversations.id, conversationId), eq(vendors.userId, actor.userId)))
      .for("update", { of: conversations });
    if (!conversation) throw new AppError("NOT_FOUND", { message: texts.contact.conversationNotFound });
    const [row] = await tx
      .insert(messages)
      .values({
        id: newId("msg"),
        conversationId,
        senderId: actor.userId,
        receiverId: conversation.buyerId,
        content,
      })
      .returning({ id: messages.id, createdAt: messages.createdAt });
    await tx
      .update(conversations)
      .set({ lastMessageAt: sql`now()` })
      .where(eq(conversations.id, conversationId));
    return { id: row!.id, createdAt: row!.createdAt.toISOString() };
  });
}

import type { Logger } from "pino";
import { messages as texts } from "#common/messages";
import type { Db } from "#db/client";
import { AppError } from "#server/lib/errors";
import type { Actor } from "../identity/actor";
import { conversationOf } from "./conversations.queries";
import { replyAsVendor } from "./reply-as-vendor";
import { sendSupplierMessage } from "./send-supplier-message";

/**
 * A message in a conversation the actor takes part in, by its id: the buyer writes to the store
 * (`sendSupplierMessage`, its rules and limits), the store's owner replies (`replyAsVendor`).
 * Anyone else's conversation is "Conversation not found". Answers like `sendSupplierMessage`: how the
 * message was delivered.
 */
export async function writeInConversation(
  db: Db,
  {
    actor,
    conversationId,
    message,
    logger,
  }: { actor: Actor | null; conversationId: string; message: unknown; logger?: Logger },
) {
  if (!actor) throw new AppError("UNAUTHENTICATED");
  const conversation = await conversationOf(db, { actor, conversationId });
  if (!conversation) throw new AppError("NOT_FOUND", { message: texts.contact.conversationNotFound });
  if (conversation.side === "vendor") {
    await replyAsVendor(db, { actor, conversationId, message });
    return { delivery: "message" as const, conversationId };
  }
  return sendSupplierMessage(db, { actor, vendorId: conversation.vendorId, message, logger });
}

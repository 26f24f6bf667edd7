import type { Db } from "#db/client";
import { AppError } from "#server/lib/errors";
import type { Actor } from "../identity/actor";
import { conversationOf } from "./conversations.queries";
import { listConversation } from "./list-conversation";
import { openVendorConversation } from "./open-vendor-conversation";

/**
 * One conversation the actor takes part in, by id, read from their side: the buyer's
 * (`listConversation`) or the store owner's (`openVendorConversation`), each marking the other
 * side's messages read. `cursor` (a thread's nextCursor) reads the messages older than that page.
 * Null for anyone else's conversation, whatever the cursor.
 */
export async function openConversation(
  db: Db,
  {
    actor,
    conversationId,
    cursor = null,
  }: { actor: Actor | null; conversationId: string; cursor?: string | null },
) {
  if (!actor) throw new AppError("UNAUTHENTICATED");
  const conversation = await conversationOf(db, { actor, conversationId });
  if (!conversation) return null;
  if (conversation.side === "vendor") {
    const thread = await openVendorConversation(db, { actor, conversationId, cursor });
    return thread && { side: "vendor" as const, ...thread };
  }
  const thread = await listConversation(db, { actor, vendorId: conversation.vendorId, cursor });
  return thread && { side: "buyer" as const, vendorId: conversation.vendorId, ...thread };
}

import { and, eq } from "drizzle-orm";
import type { Db } from "#db/client";
import { conversations, products, profiles, users, vendors } from "#db/schema";
import { AppError } from "#server/lib/errors";
import type { Actor } from "../identity/actor";
import { personName } from "../identity/person-name";
import { markThreadRead, type Thread, threadOf } from "./messaging.queries";

export interface VendorConversation extends Thread {
  vendorId: string;
  vendorName: string;
  buyerName: string;
  buyerEmail: string;
  product: { id: string; name: string } | null;
}

/**
 * A conversation of a store the actor owns (vendors.user_id = actor, in the where), its newest
 * messages (or, with `cursor`, the older ones) oldest first; the buyer's messages are marked read
 * now that the vendor has opened it. Null when there is no such conversation or it belongs to
 * someone else's store.
 */
export async function openVendorConversation(
  db: Db,
  {
    actor,
    conversationId,
    cursor = null,
  }: { actor: Actor | null; conversationId: string; cursor?: string | null },
): Promise<VendorConversation | null> {
  if (!actor) throw new AppError("UNAUTHENTICATED");
  return db.transaction(async (tx) => {
    const [conversation] = await tx
      .select({
        id: conversations.id,
        buyerId: conversations.buyerId,
        vendorId: vendors.id,
        vendorName: vendors.businessName,
        buyerName: personName,
        buyerEmail: users.email,
        productId: products.id,
        productName: products.name,
      })
      .from(conversations)
      .innerJoin(vendors, eq(vendors.id, conversations.vendorId))
      .innerJoin(users, eq(users.id, conversations.buyerId))
      .leftJoin(profiles, eq(profiles.id, conversations.buyerId))
      .leftJoin(products, eq(products.id, conversations.productId))
      .where(and(eq(conversations.id, conversationId), eq(vendors.userId, actor.userId)));
    if (!conversation) return null;
    await markThreadRead(tx, { conversationId, buyerId: conversation.buyerId, readerSide: "vendor" });
    const thread = await threadOf(tx, { conversationId, buyerId: conversation.buyerId, cursor });
    return {
      ...thread,
      vendorId: conversation.vendorId,
      vendorName: conversation.vendorName,
      buyerName: conversation.buyerName,
      buyerEmail: conversation.buyerEmail,
      product:
        conversation.productId && conversation.productName
          ? { id: conversation.productId, name: conversation.productName }
          : null,
    };
  });
}

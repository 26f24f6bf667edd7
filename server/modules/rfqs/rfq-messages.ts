import { rfqVendorMessages } from "#common/i18n/rfqs-vendor";
import { accountRfqsPath, buyerRfqPath, vendorRfqPath } from "#common/rfq-paths";
import type { RfqThreadView } from "#common/views/rfqs-vendor";
import type { Db } from "#db/client";
import { rfqMessages } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { newId } from "#server/lib/ids";
import { and, asc, eq } from "drizzle-orm";
import type { Actor } from "../identity/actor";
import { notifyUser } from "../notifications/notify-user";
import { checkedMessageBody, threadParties } from "./rfq-message-rules";

const m = rfqVendorMessages;

/**
 * Writes a message in an RFQ's thread between its buyer and one addressed vendor, by either of them
 * (the buyer passes `vendorId`; a vendor writes in its own store's thread), and tells the other party.
 * Admins read threads but do not write in them.
 */
export async function postRfqMessage(
  db: Db,
  {
    actor,
    rfqId,
    vendorId,
    body,
  }: { actor: Actor | null; rfqId: string; vendorId?: string | null; body: unknown },
) {
  return db.transaction(async (tx) => {
    const thread = await threadParties(tx, { actor, rfqId, vendorId, lock: true });
    if (thread.me === "admin") throw new AppError("FORBIDDEN", { message: m.adminCannotPost });
    const text = checkedMessageBody(body);
    const [message] = await tx
      .insert(rfqMessages)
      .values({ id: newId("rfm"), rfqId, vendorId: thread.vendorId, senderId: actor!.userId, body: text })
      .returning();
    const toVendor = thread.me === "buyer";
    const recipientId = toVendor ? thread.vendorUserId : thread.rfq.buyerId;
    if (recipientId)
      await notifyUser(tx, {
        userId: recipientId,
        title: m.messageNoticeTitle,
        message: m.messageNoticeMessage(
          toVendor ? thread.companyName : thread.storeName,
          thread.rfq.productName,
        ),
        type: "rfq",
        actionUrl: toVendor ? vendorRfqPath(rfqId) : buyerRfqPath(accountRfqsPath, rfqId),
      });
    return message!;
  });
}

/** The thread oldest first, for its buyer, its vendor or an admin; anyone else gets "not found". */
export async function rfqThread(
  db: Db,
  { actor, rfqId, vendorId }: { actor: Actor | null; rfqId: string; vendorId?: string | null },
): Promise<RfqThreadView> {
  const thread = await threadParties(db, { actor, rfqId, vendorId });
  const rows = await db
    .select()
    .from(rfqMessages)
    .where(and(eq(rfqMessages.rfqId, rfqId), eq(rfqMessages.vendorId, thread.vendorId)))
    .orderBy(asc(rfqMessages.createdAt), asc(rfqMessages.id));
  return {
    rfqId,
    vendorId: thread.vendorId,
    me: thread.me,
    otherName: thread.me === "vendor" ? thread.companyName : thread.storeName,
    messages: rows.map((row) => {
      const from = row.senderId === thread.rfq.buyerId ? "buyer" : "vendor";
      return {
        id: row.id,
        body: row.body,
        from,
        senderName: from === "buyer" ? thread.companyName : thread.storeName,
        createdAt: row.createdAt.toISOString(),
      };
    }),
  };
}

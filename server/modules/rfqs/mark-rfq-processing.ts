import { rfqVendorMessages } from "#common/i18n/rfqs-vendor";
import { canMoveRfq } from "#common/rfq";
import type { Db } from "#db/client";
import { rfqRecipients, rfqs } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { and, eq } from "drizzle-orm";
import type { Actor } from "../identity/actor";
import { assertRfqOpen, lockRfqForVendor, storeActingFor } from "./vendor-rfq-access";

const m = rfqVendorMessages;

/**
 * An addressed vendor says it is working on an RFQ: its recipient row goes pending → processing, and
 * the RFQ itself pending → processing (an RFQ another vendor already moved on keeps its status).
 */
export async function markRfqProcessing(
  db: Db,
  { actor, rfqId, now = new Date() }: { actor: Actor | null; rfqId: string; now?: Date },
) {
  const store = await storeActingFor(db, { actor, permission: m.statusPermission });
  return db.transaction(async (tx) => {
    const { rfq, recipient } = await lockRfqForVendor(tx, { rfqId, vendorId: store.id });
    assertRfqOpen(rfq, now);
    if (recipient.status !== "pending")
      throw new AppError("CONFLICT", {
        message: recipient.status === "quoted" ? m.alreadyQuoted : m.alreadyProcessing,
      });
    await tx
      .update(rfqRecipients)
      .set({ status: "processing", updatedAt: now })
      .where(and(eq(rfqRecipients.rfqId, rfq.id), eq(rfqRecipients.vendorId, store.id)));
    // Only a pending RFQ moves; one another vendor already took further keeps its status.
    const status = canMoveRfq("vendor", rfq.status, "processing") ? "processing" : rfq.status;
    if (status !== rfq.status)
      await tx.update(rfqs).set({ status, updatedAt: now }).where(eq(rfqs.id, rfq.id));
    return { rfqId: rfq.id, status };
  });
}

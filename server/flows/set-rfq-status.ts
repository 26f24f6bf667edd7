import { rfqStatusTexts } from "#common/i18n/rfq-statuses";
import { messages } from "#common/messages";
import { accountRfqsPath, buyerRfqPath } from "#common/rfq-paths";
import type { Db } from "#db/client";
import { recordAudit } from "../modules/audit/record-audit";
import type { Actor } from "../modules/identity/actor";
import { assertAdmin } from "../modules/identity/assert-admin";
import { notifyUser } from "../modules/notifications/notify-user";
import { lockRfq } from "../modules/rfqs/lock-rfq";
import { setRfqStatusByAdmin } from "../modules/rfqs/set-rfq-status";

const m = messages.rfqBackOffice;

/**
 * An admin sets an RFQ's status, with an optional note. In one transaction: lock the RFQ, write the
 * status and note, leave the buyer a notification that leads to their RFQ, and audit the change.
 */
export async function setRfqStatusFlow(
  db: Db,
  { actor, rfqId, input }: { actor: Actor | null; rfqId: string; input: unknown },
) {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    const before = await lockRfq(tx, { id: rfqId });
    const rfq = await setRfqStatusByAdmin(tx, { rfq: before, input });
    await notifyUser(tx, {
      userId: rfq.buyerId,
      title: m.noticeTitle,
      message: m.noticeMessage(
        rfq.productName,
        rfqStatusTexts.en.statuses[rfq.status].toLowerCase(),
        rfq.statusNote,
      ),
      type: "rfq",
      actionUrl: buyerRfqPath(accountRfqsPath, rfq.id),
    });
    await recordAudit(tx, {
      action: "rfq.set_status",
      resource: "rfq",
      userId: actor.userId,
      details: { rfqId: rfq.id, from: before.status, to: rfq.status, note: rfq.statusNote },
    });
    return rfq;
  });
}

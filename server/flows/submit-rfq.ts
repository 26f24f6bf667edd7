import { defaultFormatters } from "#common/format";
import { rfqSubmitMessages as m } from "#common/i18n/rfqs-submit";
import { vendorRfqPath } from "#common/rfq-paths";
import type { Db } from "#db/client";
import { AppError } from "#server/lib/errors";
import { recordAudit } from "../modules/audit/record-audit";
import { requireFeature } from "../modules/feature-flags/require-feature";
import type { Actor } from "../modules/identity/actor";
import type { ClientInfo } from "../modules/identity/client-info";
import { sendMail } from "../modules/mail/send-mail";
import { actionMail } from "../modules/mail/templates";
import type { MediaStore } from "../modules/media/media-store";
import { notifyUser } from "../modules/notifications/notify-user";
import {
  checkRfqAttachments,
  insertRfqAttachments,
  type SkippedAttachment,
  storeRfqAttachments,
} from "../modules/rfqs/rfq-attachments";
import { rfqFormValues } from "../modules/rfqs/rfq-input";
import { checkRfqRequest, insertRfq, recipientOwners } from "../modules/rfqs/submit-rfq";
import type { DecisionDelivery } from "./approve-vendor-application";

export interface SubmittedRfq {
  id: string;
  /** How many stores it was addressed to. */
  recipientCount: number;
  /** How many files were sent with it. */
  attachmentCount: number;
  /** The chosen files that were not sent, and why; the RFQ went without them. */
  skippedAttachments: SkippedAttachment[];
}

/**
 * A buyer with a pending or approved corporate account sends a request for quotation: about a listed
 * product (to its vendor) or about a category (to its best suppliers). Everything is checked first;
 * the attachments that pass are stored (each counted against the client's upload allowance), those
 * that fail are skipped and reported. Then, in one transaction with the account and product locked
 * and every rule checked again: the RFQ, its recipients and attachment rows, a notification to each
 * addressed store's owner and the audit row. Stored files are removed if the rows cannot be written.
 * The e-mails to the store owners go after the commit (when `delivery` is given); a failed e-mail is
 * logged and never undoes the RFQ.
 */
export async function submitRfq(
  db: Db,
  {
    actor,
    media,
    client,
    input,
    files,
    now = new Date(),
    delivery,
  }: {
    actor: Actor | null;
    media: MediaStore;
    client: ClientInfo;
    input: unknown;
    files: readonly unknown[];
    now?: Date;
    delivery?: DecisionDelivery;
  },
): Promise<SubmittedRfq> {
  // While the RFQ system is turned off, the API and the page answer 404 (checked again in the transaction).
  await requireFeature(db, "rfq-system");
  if (!actor) throw new AppError("UNAUTHENTICATED");
  const values = rfqFormValues(input);
  await checkRfqRequest(db, { userId: actor.userId, values, now });
  const { accepted, skipped } = await checkRfqAttachments(files);
  const { stored, remove } = await storeRfqAttachments(db, { media, client, attachments: accepted });
  let sent;
  try {
    sent = await db.transaction(async (tx) => {
      await requireFeature(tx, "rfq-system");
      const request = await checkRfqRequest(tx, { userId: actor.userId, values, now, lock: true });
      const rfq = await insertRfq(tx, { buyerId: actor.userId, request, now });
      await insertRfqAttachments(tx, { rfqId: rfq.id, stored });
      const owners = await recipientOwners(tx, { vendorIds: request.subject.vendorIds });
      const quantity = defaultFormatters.number(rfq.quantity);
      for (const owner of owners)
        await notifyUser(tx, {
          userId: owner.userId,
          title: m.noticeTitle,
          message: m.noticeMessage(request.account.companyName, quantity, rfq.productName),
          type: "rfq",
          actionUrl: vendorRfqPath(rfq.id),
        });
      await recordAudit(tx, {
        action: "rfq.submit",
        resource: "rfq",
        userId: actor.userId,
        details: {
          rfqId: rfq.id,
          productId: rfq.productId,
          categoryId: rfq.categoryId,
          vendorIds: request.subject.vendorIds,
          quantity: rfq.quantity,
          attachments: stored.length,
        },
      });
      return {
        rfq,
        owners,
        companyName: request.account.companyName,
        quantity,
        recipientCount: request.subject.vendorIds.length,
      };
    });
  } catch (error) {
    await remove();
    throw error;
  }
  if (delivery) {
    const { rfq, owners, companyName, quantity } = sent;
    for (const owner of owners) {
      try {
        await sendMail(db, {
          mailer: delivery.mailer,
          message: actionMail(
            owner.email,
            m.mailSubject(rfq.productName),
            m.noticeMessage(companyName, quantity, rfq.productName),
            m.mailAction,
            new URL(vendorRfqPath(rfq.id), delivery.appUrl).toString(),
            m.mailOutro,
          ),
        });
      } catch (error) {
        delivery.logger.error({ err: error, rfqId: rfq.id }, "RFQ e-mail to a supplier failed");
      }
    }
  }
  return {
    id: sent.rfq.id,
    recipientCount: sent.recipientCount,
    attachmentCount: stored.length,
    skippedAttachments: skipped,
  };
}

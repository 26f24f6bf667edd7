import { messages } from "#common/messages";
import { tradeAssuranceApplyPath } from "#common/paths";
import type { Db } from "#db/client";
import { requiredReason } from "#server/lib/required-reason";
import { recordAudit } from "../modules/audit/record-audit";
import type { Actor } from "../modules/identity/actor";
import { assertAdmin } from "../modules/identity/assert-admin";
import { sendMail } from "../modules/mail/send-mail";
import { tradeAssuranceRevokedMail } from "../modules/mail/templates";
import { notifyUser } from "../modules/notifications/notify-user";
import {
  lockTradeAssuranceApplication,
  revokeTradeAssuranceApplication,
} from "../modules/trade-assurance/decide-application";
import { setVendorTradeAssured } from "../modules/vendors/set-vendor-trade-assured";
import type { DecisionDelivery } from "./approve-vendor-application";
import { applicationAddressee } from "./decide-trade-assurance";

const m = messages.tradeAssurance;

/**
 * An admin takes a store's Trade Assurance badge away, with a reason. In one transaction: lock the
 * approved application (a second revocation waits, then finds it revoked and is refused), mark it
 * revoked, switch the store's badge off, leave the applicant a notification and audit it. The e-mail
 * goes after the commit; a failed e-mail is logged and stays in the outbox, it never undoes the
 * revocation. The store may apply again: a revoked application is no longer open.
 */
export async function revokeTradeAssurance(
  db: Db,
  {
    actor,
    applicationId,
    reason: givenReason,
    mailer,
    appUrl,
    logger,
  }: DecisionDelivery & { actor: Actor | null; applicationId: string; reason: unknown },
): Promise<void> {
  assertAdmin(actor);
  const reason = requiredReason(givenReason, m.revokeReasonRequired);
  const revoked = await db.transaction(async (tx) => {
    const application = await lockTradeAssuranceApplication(tx, { applicationId });
    await revokeTradeAssuranceApplication(tx, { application, revokedBy: actor.userId, reason });
    await setVendorTradeAssured(tx, { vendorId: application.vendorId, tradeAssured: false });
    const { storeName, applicantEmail } = await applicationAddressee(tx, { application });
    await notifyUser(tx, {
      userId: application.userId,
      title: m.revokedTitle,
      message: m.revokedMessage(storeName, reason),
      type: "trade_assurance",
      actionUrl: tradeAssuranceApplyPath,
      priority: "high",
    });
    await recordAudit(tx, {
      action: "trade_assurance.revoke",
      resource: "trade_assurance_application",
      userId: actor.userId,
      details: {
        applicationId,
        vendorId: application.vendorId,
        businessName: application.businessName,
        applicantEmail,
        reason,
      },
    });
    return { email: applicantEmail, storeName };
  });
  if (!revoked.email) return;
  try {
    await sendMail(db, {
      mailer,
      message: tradeAssuranceRevokedMail(
        revoked.email,
        revoked.storeName,
        reason,
        new URL(tradeAssuranceApplyPath, appUrl).toString(),
      ),
    });
  } catch (error) {
    logger.error({ err: error, applicationId }, "trade assurance revocation e-mail failed");
  }
}

import { messages } from "#common/messages";
import { tradeAssuranceApplyPath, vendorStorePath } from "#common/paths";
import type { Db } from "#db/client";
import { users, vendors } from "#db/schema";
import { requiredReason } from "#server/lib/required-reason";
import { eq } from "drizzle-orm";
import { recordAudit } from "../modules/audit/record-audit";
import type { Actor } from "../modules/identity/actor";
import { assertAdmin } from "../modules/identity/assert-admin";
import { sendMail } from "../modules/mail/send-mail";
import { tradeAssuranceApprovedMail, tradeAssuranceRejectedMail } from "../modules/mail/templates";
import { notifyUser } from "../modules/notifications/notify-user";
import {
  decideTradeAssuranceApplication,
  type LockedTradeAssuranceApplication,
  lockTradeAssuranceApplication,
} from "../modules/trade-assurance/decide-application";
import { setVendorTradeAssured } from "../modules/vendors/set-vendor-trade-assured";
import type { DecisionDelivery } from "./approve-vendor-application";

const m = messages.tradeAssurance;

/**
 * Who hears about a decision on an application, and under which name: the applicant's e-mail, and the
 * store's current name (the badge belongs to the store, not to the business named on the form).
 */
export async function applicationAddressee(
  tx: Db,
  { application }: { application: LockedTradeAssuranceApplication },
) {
  const [store] = await tx
    .select({ name: vendors.businessName })
    .from(vendors)
    .where(eq(vendors.id, application.vendorId));
  const [applicant] = await tx
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, application.userId));
  return { storeName: store?.name ?? application.businessName, applicantEmail: applicant?.email ?? null };
}

export type TradeAssuranceDecision = { decision: "approve" } | { decision: "reject"; reason: unknown };

/**
 * An admin decides a pending Trade Assurance application. In one transaction: lock the application
 * (a second decision waits, then finds it decided and is refused), record the decision, give the
 * store its badge when approved, leave the applicant a notification and audit it. The e-mail goes
 * after the commit; a failed e-mail is logged and stays in the outbox, it never undoes the decision.
 */
export async function decideTradeAssurance(
  db: Db,
  {
    actor,
    applicationId,
    mailer,
    appUrl,
    logger,
    ...choice
  }: DecisionDelivery & { actor: Actor | null; applicationId: string } & TradeAssuranceDecision,
): Promise<void> {
  assertAdmin(actor);
  const reason = choice.decision === "reject" ? requiredReason(choice.reason) : null;
  const approved = choice.decision === "approve";
  const decided = await db.transaction(async (tx) => {
    const application = await lockTradeAssuranceApplication(tx, { applicationId });
    await decideTradeAssuranceApplication(tx, {
      application,
      status: approved ? "approved" : "rejected",
      decidedBy: actor.userId,
      reason,
    });
    if (approved) await setVendorTradeAssured(tx, { vendorId: application.vendorId, tradeAssured: true });
    const { storeName, applicantEmail } = await applicationAddressee(tx, { application });
    const link = approved ? vendorStorePath(application.vendorId) : tradeAssuranceApplyPath;
    await notifyUser(tx, {
      userId: application.userId,
      title: approved ? m.approvedTitle : m.rejectedTitle,
      message: approved ? m.approvedMessage(storeName) : m.rejectedMessage(reason!),
      type: "trade_assurance",
      actionUrl: link,
    });
    await recordAudit(tx, {
      action: approved ? "trade_assurance.approve" : "trade_assurance.reject",
      resource: "trade_assurance_application",
      userId: actor.userId,
      details: {
        applicationId,
        vendorId: application.vendorId,
        businessName: application.businessName,
        applicantEmail,
        ...(reason ? { reason } : {}),
      },
    });
    return {
      email: applicantEmail,
      businessName: storeName,
      url: new URL(link, appUrl).toString(),
    };
  });
  if (!decided.email) return;
  try {
    await sendMail(db, {
      mailer,
      message: approved
        ? tradeAssuranceApprovedMail(decided.email, decided.businessName, decided.url)
        : tradeAssuranceRejectedMail(decided.email, decided.businessName, reason!, decided.url),
    });
  } catch (error) {
    logger.error({ err: error, applicationId }, "trade assurance decision e-mail failed");
  }
}

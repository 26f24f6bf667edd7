import { messages } from "#common/messages";
import { vendorOnboardingPath } from "#common/seller-paths";
import type { Db } from "#db/client";
import { users } from "#db/schema";
import { requiredReason } from "#server/lib/required-reason";
import { eq } from "drizzle-orm";
import { recordAudit } from "../modules/audit/record-audit";
import type { Actor } from "../modules/identity/actor";
import { assertAdmin } from "../modules/identity/assert-admin";
import { sendMail } from "../modules/mail/send-mail";
import { vendorRejectedMail } from "../modules/mail/templates";
import { notifyUser } from "../modules/notifications/notify-user";
import { lockApplication } from "../modules/vendor-onboarding/application-lock.queries";
import { rejectApplication } from "../modules/vendor-onboarding/reject-application";
import type { DecisionDelivery } from "./approve-vendor-application";

/**
 * An admin rejects a pending application with a reason the applicant reads. In one transaction:
 * the application becomes rejected, the applicant gets a notification, the decision is audited.
 * The e-mail (with the reason and a link back to the application) goes after the commit.
 */
export async function rejectVendorApplication(
  db: Db,
  {
    actor,
    applicationId,
    reason,
    mailer,
    appUrl,
    logger,
  }: DecisionDelivery & { actor: Actor | null; applicationId: string; reason: unknown },
): Promise<void> {
  assertAdmin(actor);
  const why = requiredReason(reason);
  const rejected = await db.transaction(async (tx) => {
    const application = await lockApplication(tx, { applicationId });
    await rejectApplication(tx, { application, reason: why, decidedBy: actor.userId });
    const [applicant] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, application.userId));
    await notifyUser(tx, {
      userId: application.userId,
      title: messages.adminVendors.rejectedTitle,
      message: messages.adminVendors.rejectedMessage(why),
      type: "vendor_application",
      actionUrl: vendorOnboardingPath,
    });
    await recordAudit(tx, {
      action: "vendor_application.reject",
      resource: "vendor_application",
      userId: actor.userId,
      details: {
        applicationId,
        businessName: application.businessName,
        applicantEmail: applicant?.email ?? null,
        reason: why,
      },
    });
    return { email: applicant?.email ?? null, businessName: application.businessName };
  });
  if (!rejected.email) return;
  try {
    await sendMail(db, {
      mailer,
      message: vendorRejectedMail(
        rejected.email,
        rejected.businessName,
        why,
        new URL(vendorOnboardingPath, appUrl).toString(),
      ),
    });
  } catch (error) {
    logger.error({ err: error, applicationId }, "vendor rejection e-mail failed");
  }
}

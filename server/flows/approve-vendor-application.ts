import { messages } from "#common/messages";
import { vendorDashboardPath } from "#common/paths";
import type { Db } from "#db/client";
import { profiles, users } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import { recordAudit } from "../modules/audit/record-audit";
import type { Actor } from "../modules/identity/actor";
import { assertAdmin } from "../modules/identity/assert-admin";
import { changeRole } from "../modules/identity/change-role";
import { sendMail, type Mailer } from "../modules/mail/send-mail";
import { vendorApprovedMail } from "../modules/mail/templates";
import { notifyUser } from "../modules/notifications/notify-user";
import { savePayoutMethod } from "../modules/payouts/save-payout-method";
import { lockApplication } from "../modules/vendor-onboarding/application-lock.queries";
import { assertApplicationTransition } from "../modules/vendor-onboarding/application-transitions";
import { markApplicationApproved } from "../modules/vendor-onboarding/mark-application-approved";
import { createVendor } from "../modules/vendors/create-vendor";

export interface DecisionDelivery {
  mailer: Mailer;
  appUrl: string;
  logger: Logger;
}

/** The applicant's account address and stored role (the application row only has the user id). */
async function applicantOf(tx: Db, userId: string) {
  const [applicant] = await tx
    .select({ email: users.email, role: profiles.role })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  if (!applicant) throw new AppError("NOT_FOUND", { message: messages.adminVendors.applicationNotFound });
  return applicant;
}

/**
 * An admin approves a pending application. In one transaction: lock the application (a second
 * approval waits, then finds it approved and is refused, so nothing is written twice), create the
 * store, make the applicant a vendor, save their payout method, mark the application approved, leave
 * them a notification and audit the decision. The e-mail goes after the commit; a failed e-mail is
 * logged and stays in the outbox, it never undoes the approval.
 */
export async function approveVendorApplication(
  db: Db,
  {
    actor,
    applicationId,
    mailer,
    appUrl,
    logger,
  }: DecisionDelivery & { actor: Actor | null; applicationId: string },
): Promise<{ vendorId: string; businessName: string }> {
  assertAdmin(actor);
  const approved = await db.transaction(async (tx) => {
    const application = await lockApplication(tx, { applicationId });
    assertApplicationTransition(application.status, "approved");
    const { countryCode } = application;
    if (!countryCode || !application.businessName.trim() || !application.businessEmail.trim())
      throw new AppError("CONFLICT", { message: messages.adminVendors.incompleteApplication });
    const applicant = await applicantOf(tx, application.userId);
    const vendor = await createVendor(tx, {
      userId: application.userId,
      businessName: application.businessName,
      businessEmail: application.businessEmail,
      businessPhone: application.businessPhone,
      businessType: application.businessType,
      countryCode,
      city: application.city,
      description: application.description,
      logoKey: application.logoKey,
      coverKey: application.bannerKey,
    });
    // Only a buyer account becomes a vendor: an admin or staff member who applied keeps their role.
    if (applicant.role === "user")
      await changeRole(tx, { actor, userId: application.userId, role: "vendor" });
    if (application.payoutMethod)
      await savePayoutMethod(tx, { vendorId: vendor.id, method: application.payoutMethod });
    await markApplicationApproved(tx, { application, vendorId: vendor.id, decidedBy: actor.userId });
    await notifyUser(tx, {
      userId: application.userId,
      title: messages.adminVendors.approvedTitle,
      message: messages.adminVendors.approvedMessage(application.businessName),
      type: "vendor_application",
      actionUrl: vendorDashboardPath,
    });
    await recordAudit(tx, {
      action: "vendor_application.approve",
      resource: "vendor_application",
      userId: actor.userId,
      details: {
        applicationId,
        vendorId: vendor.id,
        businessName: application.businessName,
        applicantEmail: applicant.email,
      },
    });
    return { vendorId: vendor.id, businessName: application.businessName, email: applicant.email };
  });
  try {
    await sendMail(db, {
      mailer,
      message: vendorApprovedMail(
        approved.email,
        approved.businessName,
        new URL(vendorDashboardPath, appUrl).toString(),
      ),
    });
  } catch (error) {
    logger.error({ err: error, applicationId }, "vendor approval e-mail failed");
  }
  return { vendorId: approved.vendorId, businessName: approved.businessName };
}

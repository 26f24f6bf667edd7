import { messages } from "#common/messages";
import { payoutMethodSchema } from "#common/payout-method";
import type { ApplicationStep } from "#common/vendor-application";
import type { Db } from "#db/client";
import { vendorApplicationDocuments, vendorApplications } from "#db/schema";
import { AppError, isAppError } from "#server/lib/errors";
import { eq } from "drizzle-orm";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../identity/actor";
import type { ClientInfo } from "../identity/client-info";
import { assertApplicationTransition } from "./application-transitions";
import { parseBusinessDetails } from "./business-details";
import { lockEditableApplication } from "./editable-application";

const m = messages.vendorOnboarding;

/**
 * Sends the actor's application for review: every step is checked again as it is stored (a country
 * changed since the payout was saved, say), and any gap is named by its step. Then the application
 * is pending, with when it was sent; a rejected one goes back to pending the same way, its earlier
 * decision cleared.
 */
export async function submitApplication(
  db: Db,
  { actor, client }: { actor: Actor | null; client: ClientInfo },
) {
  return db.transaction(async (tx) => {
    const application = await lockEditableApplication(tx, { actor });
    const gaps: Partial<Record<ApplicationStep, string>> = {};
    try {
      parseBusinessDetails({ ...application, countryCode: application.countryCode ?? "" });
    } catch (error) {
      if (!isAppError(error)) throw error;
      gaps.business = m.stepIncomplete;
    }
    if (!application.logoKey) gaps.images = m.logoMissing;
    if (
      !application.payoutMethod ||
      !payoutMethodSchema.safeParse({ ...application.payoutMethod, countryCode: application.countryCode })
        .success
    )
      gaps.payout = m.payoutMissing;
    const kinds = new Set(
      (
        await tx
          .select({ kind: vendorApplicationDocuments.kind })
          .from(vendorApplicationDocuments)
          .where(eq(vendorApplicationDocuments.applicationId, application.id))
      ).map((row) => row.kind),
    );
    if (!kinds.has("identity")) gaps.documents = m.identityDocumentMissing;
    else if (!kinds.has("business_registration")) gaps.documents = m.registrationDocumentMissing;
    if (Object.keys(gaps).length > 0) throw new AppError("VALIDATION", { fieldErrors: gaps });

    assertApplicationTransition(application.status, "pending");
    const now = new Date();
    await tx
      .update(vendorApplications)
      .set({
        status: "pending",
        submittedAt: now,
        decidedAt: null,
        decidedBy: null,
        rejectionReason: null,
        updatedAt: now,
      })
      .where(eq(vendorApplications.id, application.id));
    await recordAudit(tx, {
      action:
        application.status === "rejected" ? "vendor_application.resubmitted" : "vendor_application.submitted",
      resource: "vendor_application",
      userId: actor!.userId,
      ipAddress: client.ip,
      details: { applicationId: application.id, businessName: application.businessName },
    });
  });
}

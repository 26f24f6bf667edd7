import { messages } from "#common/messages";
import { payoutMethodSchema } from "#common/payout-method";
import type { Db } from "#db/client";
import { vendorApplications } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { parseInput } from "#server/lib/validate";
import { eq } from "drizzle-orm";
import type { Actor } from "../identity/actor";
import { lockEditableApplication } from "./editable-application";

/**
 * Saves where the applicant's earnings will be paid: a bank account or a mobile-money wallet offered
 * in the business's country (so the business step, with its country, comes first).
 */
export async function saveApplicationPayout(
  db: Db,
  { actor, input }: { actor: Actor | null; input: Record<string, unknown> },
) {
  return db.transaction(async (tx) => {
    const application = await lockEditableApplication(tx, { actor });
    if (!application.countryCode)
      throw new AppError("VALIDATION", { message: messages.vendorOnboarding.payoutNeedsCountry });
    const payoutMethod = parseInput(payoutMethodSchema, { ...input, countryCode: application.countryCode });
    await tx
      .update(vendorApplications)
      .set({ payoutMethod, updatedAt: new Date() })
      .where(eq(vendorApplications.id, application.id));
  });
}

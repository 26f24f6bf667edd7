import { messages } from "#common/messages";
import type { Db } from "#db/client";
import { categories, countries, vendorApplications } from "#db/schema";
import { AppError, type FieldErrors } from "#server/lib/errors";
import { and, eq, inArray } from "drizzle-orm";
import type { Actor } from "../identity/actor";
import { parseBusinessDetails } from "./business-details";
import { lockEditableApplication } from "./editable-application";

const m = messages.vendorOnboarding;

/**
 * Saves the business step of the actor's application (creating it as a draft on the first save): every
 * field checked, the country an African one of the countries table, every category a real one.
 */
export async function saveBusinessDetails(db: Db, { actor, input }: { actor: Actor | null; input: unknown }) {
  return db.transaction(async (tx) => {
    const application = await lockEditableApplication(tx, { actor });
    const details = parseBusinessDetails(input);
    const fieldErrors: FieldErrors = {};
    const [country] = await tx
      .select({ code: countries.code })
      .from(countries)
      .where(and(eq(countries.code, details.countryCode), eq(countries.isAfrican, true)));
    if (!country) fieldErrors.countryCode = m.countryRequired;
    const known = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(inArray(categories.id, details.categoryIds));
    if (known.length !== details.categoryIds.length) fieldErrors.categoryIds = m.categoriesRequired;
    if (Object.keys(fieldErrors).length > 0) throw new AppError("VALIDATION", { fieldErrors });

    // A payout wallet belongs to one country: a new country asks for the payout method again.
    const countryChanged =
      application.countryCode !== null && application.countryCode !== details.countryCode;
    await tx
      .update(vendorApplications)
      .set({
        ...details,
        ...(countryChanged ? { payoutMethod: null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(vendorApplications.id, application.id));
  });
}

import type { Actor } from "#server/modules/identity/actor";
import type {
  OnboardingOptions,
  SellingTerms,
  VendorApplicationView,
} from "#common/views/vendor-application";
import type { Db } from "#db/client";
import { categories, countries, vendorApplicationDocuments, vendorApplications } from "#db/schema";
import { and, asc, eq, isNull } from "drizzle-orm";
import { isFeatureEnabled } from "../feature-flags/feature-flags.queries";
import { readSettings, settlementCurrency } from "../settings/settings.queries";

/** Whether businesses may apply to sell: the vendor-onboarding feature flag. */
export async function isOnboardingOpen(db: Db): Promise<boolean> {
  return isFeatureEnabled(db, "vendor-onboarding");
}

/** The user's application with its documents, or null before their first saved step. */
export async function applicationOfUser(
  db: Db,
  { userId }: { userId: string },
): Promise<VendorApplicationView | null> {
  const [application] = await db
    .select()
    .from(vendorApplications)
    .where(eq(vendorApplications.userId, userId));
  if (!application) return null;
  const documents = await db
    .select({
      id: vendorApplicationDocuments.id,
      kind: vendorApplicationDocuments.kind,
      fileName: vendorApplicationDocuments.fileName,
      contentType: vendorApplicationDocuments.contentType,
      sizeBytes: vendorApplicationDocuments.sizeBytes,
    })
    .from(vendorApplicationDocuments)
    .where(eq(vendorApplicationDocuments.applicationId, application.id))
    .orderBy(asc(vendorApplicationDocuments.createdAt), asc(vendorApplicationDocuments.id));
  return {
    id: application.id,
    status: application.status,
    businessName: application.businessName,
    registrationNumber: application.registrationNumber,
    businessType: application.businessType,
    countryCode: application.countryCode,
    city: application.city,
    categoryIds: application.categoryIds,
    description: application.description,
    businessEmail: application.businessEmail,
    businessPhone: application.businessPhone,
    logoKey: application.logoKey,
    bannerKey: application.bannerKey,
    payoutMethod: application.payoutMethod,
    documents,
    submittedAt: application.submittedAt?.toISOString() ?? null,
    rejectionReason: application.rejectionReason,
  };
}

/** The African countries and the top-level categories an application chooses from. */
export async function onboardingOptions(db: Db): Promise<OnboardingOptions> {
  const [countryRows, categoryRows] = await Promise.all([
    db
      .select({ code: countries.code, name: countries.name })
      .from(countries)
      .where(eq(countries.isAfrican, true))
      .orderBy(asc(countries.name)),
    db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(isNull(categories.parentId))
      .orderBy(asc(categories.sortOrder), asc(categories.name)),
  ]);
  return { countries: countryRows, categories: categoryRows };
}

/**
 * A document as its download needs it, for its applicant and for the back office (an admin, or
 * staff who may view vendors); null for anyone else, so a stranger cannot tell it exists.
 */
export async function downloadableApplicationDocument(
  db: Db,
  { actor, documentId }: { actor: Actor | null; documentId: string },
) {
  if (!actor) return null;
  const backOffice = actor.role === "admin" || actor.permissions.includes("vendors:view");
  const [document] = await db
    .select({
      fileKey: vendorApplicationDocuments.fileKey,
      fileName: vendorApplicationDocuments.fileName,
      contentType: vendorApplicationDocuments.contentType,
    })
    .from(vendorApplicationDocuments)
    .innerJoin(vendorApplications, eq(vendorApplications.id, vendorApplicationDocuments.applicationId))
    .where(
      and(
        eq(vendorApplicationDocuments.id, documentId),
        backOffice ? undefined : eq(vendorApplications.userId, actor.userId),
      ),
    );
  return document ?? null;
}

/**
 * What selling costs and pays, from the platform's settings (the same commission setting orders
 * charge): the commission, the settlement currency and, if set, the minimum payout in its minor units.
 */
export async function sellingTerms(db: Db): Promise<SellingTerms> {
  const currency = await settlementCurrency(db);
  const { commission, minimumPayout } = await readSettings(db, ["commission", "minimumPayout"]);
  return {
    commissionPercent: commission,
    minimumPayout: minimumPayout > 0 ? { amount: minimumPayout, currency } : null,
    currency,
  };
}

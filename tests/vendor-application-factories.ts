import type { Db } from "#db/client";
import { vendorApplicationDocuments, vendorApplications } from "#db/schema";
import { newId } from "#server/lib/ids";
import { createUser, type TestUser } from "./factories";

type NewApplication = typeof vendorApplications.$inferInsert;

let sequence = 0;

/**
 * A submitted (pending) application from a new buyer account, with a bank payout method and one
 * identity document row (no file behind it). Override any column, e.g. `status: "rejected"`.
 */
export async function createVendorApplication(
  db: Db,
  overrides: Partial<NewApplication> & { applicant?: TestUser } = {},
) {
  const { applicant: given, ...columns } = overrides;
  const applicant = given ?? (await createUser(db, { role: "user" }));
  const n = ++sequence;
  const [application] = await db
    .insert(vendorApplications)
    .values({
      id: newId("vap"),
      userId: applicant.id,
      status: "pending",
      businessName: `Applicant Brand ${process.pid}-${n}`,
      registrationNumber: `RC-${n}`,
      businessType: "Designer",
      countryCode: "NG",
      city: "Lagos",
      description: "Hand-made clothing from West African textiles.",
      businessEmail: `brand${process.pid}-${n}@example.com`,
      businessPhone: "+2348012345678",
      payoutMethod: {
        type: "bank",
        bankName: "Access Bank",
        bankCode: "044",
        accountNumber: "0123456789",
        accountName: "Applicant Brand Ltd",
        countryCode: "NG",
      },
      submittedAt: new Date(),
      ...columns,
    })
    .returning();
  const [document] = await db
    .insert(vendorApplicationDocuments)
    .values({
      id: newId("vad"),
      applicationId: application!.id,
      kind: "identity",
      fileKey: `test/applications/${application!.id}/identity.pdf`,
      fileName: "passport.pdf",
      contentType: "application/pdf",
      sizeBytes: 12_345,
    })
    .returning();
  return { application: application!, applicant, document: document! };
}
